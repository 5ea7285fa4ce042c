import type * as DesignSystem from '@facet/design-system';
import { groupsProblems } from '@facet/groups-domain';
import { renderWithProviders } from '@facet/platform-testing-web';
import { domains } from '@facet/assessment-domain';
import { scaleName } from '@facet/reports-domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// jsdom has no canvas: the distributions show their sentences alone, as where a canvas cannot draw.
vi.mock('@facet/design-system', async (importOriginal) => ({
  ...(await importOriginal<typeof DesignSystem>()),
  canDrawCharts: () => false,
}));
import {
  emptyTeam,
  everyoneLeftOut,
  fullTeam,
  otherGroups,
  salesComparison,
  teamWithLeftOut,
  tooFewTeam,
} from './story-fixtures';
import { sortHeatmapRows } from './TeamHeatmap';
import { TeamView } from './TeamView';

const heatmap = () => screen.getByRole('region', { name: 'Heatmap' });

describe('TeamView', () => {
  it('shows the heading, the count and a heatmap row per counted member', () => {
    renderWithProviders(<TeamView view={fullTeam} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Team view of Customer support' }),
    ).toBeInTheDocument();
    expect(screen.getByText('8 members counted')).toBeInTheDocument();
    expect(screen.queryByText(/questionable result/)).not.toBeInTheDocument();
    const rows = within(heatmap()).getAllByRole('row');
    expect(rows).toHaveLength(1 + 8);
    expect(within(rows[0]!).getAllByRole('columnheader')).toHaveLength(1 + 5);
  });

  it('counts a questionable result, marks it, and says how many members were left out and why', () => {
    renderWithProviders(<TeamView view={teamWithLeftOut} />);
    expect(screen.getByText('9 members counted')).toBeInTheDocument();
    expect(
      screen.getByText(
        '1 of them has a questionable result, marked “Questionable”: some answers were inconsistent or hurried, so read those scores with caution.',
      ),
    ).toBeInTheDocument();
    const quinn = within(heatmap()).getByRole('row', { name: /Quinn Quick/ });
    expect(within(quinn).getByText('Questionable')).toBeInTheDocument();
    expect(within(heatmap()).getAllByText('Questionable')).toHaveLength(1);
    expect(
      screen.getByText(
        '3 members left out: 2 without a finished assessment and 1 result that is not valid.',
      ),
    ).toBeInTheDocument();
    expect(within(heatmap()).queryByText('Ivo Idle')).not.toBeInTheDocument();
  });

  it('marks the questionable member in the plain table too', () => {
    renderWithProviders(<TeamView view={teamWithLeftOut} initialTableView />);
    const table = screen.getByRole('table', { name: 'Team view as a table' });
    const quinn = within(table).getByRole('row', { name: /Quinn Quick/ });
    expect(within(quinn).getByText('Questionable')).toBeInTheDocument();
  });

  it('tells an empty group from one where everyone was left out', () => {
    const { unmount } = renderWithProviders(<TeamView view={emptyTeam} />);
    expect(screen.getByText('Nobody to show yet')).toBeInTheDocument();
    unmount();
    renderWithProviders(<TeamView view={everyoneLeftOut} />);
    expect(screen.getByText('No results to show yet')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows no scores of two counted people, says why, and offers no PDF', () => {
    renderWithProviders(<TeamView view={tooFewTeam} onDownloadPdf={() => {}} />);
    expect(screen.getByText('2 members counted')).toBeInTheDocument();
    expect(
      screen.getByText('Too few people to show without revealing individuals'),
    ).toBeInTheDocument();
    expect(screen.getByText(/once at least 3 people have a counted result/)).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('says why two groups that differ by too few people are not compared, without a retry', () => {
    renderWithProviders(
      <TeamView
        view={fullTeam}
        comparison={{
          groups: otherGroups,
          selectedGroupId: 2,
          onSelectGroup: () => {},
          loadFailure: { status: 422, message: 'These two groups differ by fewer than 3 people.' },
          onRetry: () => {},
        }}
      />,
    );
    expect(
      screen.getByText(/differ by fewer than 3 people with a counted result/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Try again/ })).not.toBeInTheDocument();
  });

  it('shows each member’s percentiles, as their own result does, with a legend in percentiles', () => {
    renderWithProviders(<TeamView view={fullTeam} />);
    expect(screen.getByRole('radio', { name: 'Percentiles' })).toBeChecked();
    const extraversion = fullTeam.scales.indexOf('extraversion');
    const column = domains.indexOf('extraversion');
    for (const [index, member] of fullTeam.members.entries()) {
      const row = within(heatmap()).getAllByRole('row')[index + 1]!;
      expect(within(row).getAllByRole('cell')[column]).toHaveTextContent(
        new RegExp(`^${member.percentiles[extraversion]}$`),
      );
    }
    expect(screen.getByText('far below average (percentile under 7)')).toBeInTheDocument();
    expect(screen.getByText('average (percentiles 31–69)')).toBeInTheDocument();
    expect(screen.getByText('far above average (percentile over 93)')).toBeInTheDocument();
    expect(screen.queryByText(/T-score|\bT \d/)).not.toBeInTheDocument();
  });

  it('keeps the caption whole outside the scrolling box and hints at the scroll', () => {
    renderWithProviders(<TeamView view={fullTeam} />);
    const caption = screen.getByText(/Each member’s scores against the norm group/);
    expect(heatmap()).not.toContainElement(caption);
    expect(within(heatmap()).getByRole('table')).toHaveAccessibleDescription(caption.textContent);
    expect(screen.getByText(/Swipe the table sideways to see every scale/)).toBeInTheDocument();
  });

  it('switches to levels, to facets and to the plain table', async () => {
    renderWithProviders(<TeamView view={fullTeam} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Levels' }));
    const firstRow = within(heatmap()).getAllByRole('row')[1]!;
    for (const cell of within(firstRow).getAllByRole('cell')) {
      expect(['Low', 'Average', 'High']).toContain(cell.textContent);
    }
    await userEvent.click(screen.getByRole('radio', { name: 'Facets' }));
    expect(
      within(within(heatmap()).getAllByRole('row')[0]!).getAllByRole('columnheader'),
    ).toHaveLength(31);
    await userEvent.click(screen.getByRole('switch', { name: 'Table view' }));
    expect(screen.queryByRole('region', { name: 'Heatmap' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Team view as a table' })).toBeInTheDocument();
  });

  it('sorts by a scale when its header is pressed', async () => {
    renderWithProviders(<TeamView view={fullTeam} />);
    const extraversion = scaleName('extraversion', 'en');
    const sortButton = screen.getByRole('button', { name: `Sort by ${extraversion}` });
    await userEvent.click(sortButton);
    expect(sortButton.closest('th')).toHaveAttribute('aria-sort', 'descending');
    const expected = sortHeatmapRows(
      fullTeam.members,
      fullTeam.scales,
      { column: 'extraversion', direction: 'descending' },
      'en',
    ).map((row) => row.name);
    const shown = within(heatmap())
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(shown).toEqual(expected);
  });

  it('names where the team is alike and where it differs', () => {
    renderWithProviders(<TeamView view={fullTeam} />);
    const alike = fullTeam.spread!.alike.map((scale) => scaleName(scale, 'en'));
    expect(
      screen.getByText(new RegExp(`^The team is most alike on ${alike[0]}`)),
    ).toBeInTheDocument();
  });

  it('offers the PDF and a second group, and shows the side by side', async () => {
    const onDownloadPdf = vi.fn();
    renderWithProviders(
      <TeamView
        view={fullTeam}
        onDownloadPdf={onDownloadPdf}
        comparison={{
          groups: otherGroups,
          selectedGroupId: 2,
          onSelectGroup: () => {},
          comparison: salesComparison,
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(onDownloadPdf).toHaveBeenCalledOnce();
    const table = screen.getByRole('table', { name: 'Compare with another group' });
    expect(within(table).getByRole('columnheader', { name: 'Sales' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 35);
  });

  it('offers a retry when the view could not be loaded', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<TeamView loadFailure={{ status: 500 }} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('TeamView states', () => {
  it('shows a spinner and the way back while loading, and no figures yet', () => {
    renderWithProviders(<TeamView isLoading backHref="/company-panel/group/1" />);
    expect(screen.getByRole('progressbar', { name: 'Loading the team view…' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Team view' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the group' })).toHaveAttribute(
      'href',
      '/company-panel/group/1',
    );
    expect(screen.queryByText(/members counted/)).not.toBeInTheDocument();
  });

  it('shows the load failure without a retry button when there is nothing to retry', () => {
    renderWithProviders(<TeamView loadFailure={{ status: 403 }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The team view could not be loaded.');
    expect(within(alert).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a group that is gone is gone, with no retry that cannot help', () => {
    renderWithProviders(
      <TeamView
        loadFailure={{ status: 404, code: groupsProblems.notFound.code }}
        onRetry={() => {}}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This group does not exist, or is no longer in your company.');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the PDF is being prepared while it is', () => {
    renderWithProviders(<TeamView view={fullTeam} onDownloadPdf={() => {}} isPreparingPdf />);
    expect(screen.getByText('Preparing the PDF…')).toBeInTheDocument();
  });

  it('says when the PDF could not be prepared, and keeps the view', () => {
    renderWithProviders(
      <TeamView view={fullTeam} onDownloadPdf={() => {}} pdfFailure={{ status: 500 }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The PDF could not be prepared. Try again in a moment.',
    );
    expect(heatmap()).toBeInTheDocument();
  });

  it('offers no PDF of a team where everyone was left out', () => {
    renderWithProviders(<TeamView view={everyoneLeftOut} onDownloadPdf={() => {}} />);
    expect(screen.getByText('0 members counted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('puts the sections one level under the heading inside the company panel', () => {
    renderWithProviders(<TeamView view={fullTeam} headingLevel={2} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Team view of Customer support' }),
    ).toBeInTheDocument();
    for (const name of [
      'Heatmap',
      'Levels in the team against the norm',
      'Where the team is alike, where it differs',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(5);
  });

  it('says in words how many of the team are at each level of each domain, beside the norm', () => {
    renderWithProviders(<TeamView view={fullTeam} />);
    const percent = (share: number) =>
      new Intl.NumberFormat('en', { style: 'percent' }).format(share);
    for (const distribution of fullTeam.distributions) {
      const domainHeading = screen.getByRole('heading', {
        level: 3,
        name: scaleName(distribution.domain, 'en'),
      });
      const section = within(domainHeading.parentElement!);
      for (const [index, share] of distribution.levels.entries()) {
        const level = ['Low', 'Average', 'High'][index];
        expect(
          section.getByText(
            `${level}: ${share.count} (${percent(share.share)} of the team; the norm group has ${percent(share.expectedShare)})`,
          ),
        ).toBeInTheDocument();
      }
    }
  });

  it('gives the spread of each scale it names as alike or differing', () => {
    renderWithProviders(<TeamView view={fullTeam} />);
    const spread = fullTeam.spread!;
    for (const scale of [...spread.alike, ...spread.differs]) {
      const { middleHalfFrom, middleHalfTo } = spread.scales.find(
        (entry) => entry.scale === scale,
      )!;
      expect(
        screen.getByText(
          `${scaleName(scale, 'en')}: the middle half of the team lies between percentiles ${middleHalfFrom} and ${middleHalfTo} (people in general: 25 and 75)`,
        ),
      ).toBeInTheDocument();
    }
  });
});
