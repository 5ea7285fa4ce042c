import { renderWithProviders } from '@facet/platform-testing-web';
import { scaleName } from '@facet/reports-domain';
import { compareTeams, type TeamCompareAnswer } from '@facet/team-insight-domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fullTeam, otherGroups, salesComparison, tooFewTeam } from './story-fixtures';
import { TeamComparisonView } from './TeamComparisonView';

const comparisonTable = () => screen.getByRole('table', { name: 'Compare with another group' });

/** The cells of a scale's row: its two means and their difference. */
function cellsOf(scale: Parameters<typeof scaleName>[0]) {
  const row = within(comparisonTable()).getByRole('row', {
    name: new RegExp(scaleName(scale, 'en')),
  });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('TeamComparisonView', () => {
  it('says there is no other group instead of offering an empty picker', () => {
    renderWithProviders(<TeamComparisonView groups={[]} onSelectGroup={() => {}} />);
    expect(screen.getByText('There is no other group to compare with.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Second group/ })).toBeNull();
  });

  it('shows a spinner while the comparison loads, and no table', () => {
    renderWithProviders(
      <TeamComparisonView
        groups={otherGroups}
        selectedGroupId={2}
        onSelectGroup={() => {}}
        comparison={salesComparison}
        isLoading
      />,
    );
    expect(
      screen.getByRole('progressbar', { name: 'Loading the comparison…' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells the chosen group to the page', async () => {
    const onSelectGroup = vi.fn();
    renderWithProviders(<TeamComparisonView groups={otherGroups} onSelectGroup={onSelectGroup} />);
    await userEvent.click(screen.getByRole('button', { name: /Second group/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Engineering' }));
    expect(onSelectGroup).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('prints each mean to one decimal and signs the difference', () => {
    renderWithProviders(
      <TeamComparisonView
        groups={otherGroups}
        selectedGroupId={2}
        onSelectGroup={() => {}}
        comparison={salesComparison}
      />,
    );
    const headers = within(within(comparisonTable()).getAllByRole('row')[0]!)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Scale',
      'Customer support',
      'Sales',
      'Difference (Sales − Customer support)',
    ]);
    const extraversion = salesComparison.scales.find((row) => row.scale === 'extraversion')!;
    const [medianA, medianB, difference] = cellsOf('extraversion');
    expect(medianA).toBe(String(extraversion.medianPercentileA));
    expect(medianB).toBe(String(extraversion.medianPercentileB));
    const points = extraversion.percentileDifference!;
    expect(difference).toBe(`${points > 0 ? '+' : points < 0 ? '-' : ''}${Math.abs(points)}`);
  });

  it('shows no median for a group too small to show, and no difference', () => {
    const withTooFew: TeamCompareAnswer = {
      a: salesComparison.a,
      b: {
        scope: { kind: 'group', group_id: 3, name: 'Engineering' },
        counted: tooFewTeam.counted,
        countedQuestionable: 0,
        leftOut: tooFewTeam.leftOut,
      },
      scales: compareTeams(fullTeam, tooFewTeam),
    };
    renderWithProviders(
      <TeamComparisonView
        groups={otherGroups}
        selectedGroupId={3}
        onSelectGroup={() => {}}
        comparison={withTooFew}
      />,
    );
    const [medianA, medianB, difference] = cellsOf('agreeableness_or_amiability');
    expect(medianA).not.toBe('too few counted');
    expect(medianB).toBe('too few counted');
    expect(difference).toBe('–');
    expect(
      screen.getByText(
        'Median percentile per scale: Customer support (8 counted) and Engineering (2 counted).',
      ),
    ).toBeInTheDocument();
  });

  it('offers a retry for a failure other than groups too alike', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <TeamComparisonView
        groups={otherGroups}
        selectedGroupId={2}
        onSelectGroup={() => {}}
        loadFailure={{ status: 500 }}
        onRetry={onRetry}
        headingLevel={3}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'Compare with another group' }),
    ).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 4 })).toBeInTheDocument();
    expect(alert).toHaveTextContent('The comparison could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
