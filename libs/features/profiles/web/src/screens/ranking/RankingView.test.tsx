import { renderWithProviders } from '@facet/platform-testing-web';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultRankingFilters } from './RankingFilters';
import { RankingView, type RankingViewProps } from './RankingView';
import { sampleProfiles, sampleRanking, sampleRankingGroups } from '../../story-fixtures';

function renderRanking(props: Partial<RankingViewProps> = {}) {
  const handlers = {
    onProfileChange: vi.fn(),
    onFiltersChange: vi.fn(),
    onSortChange: vi.fn(),
    onPageChange: vi.fn(),
    onExport: vi.fn(),
  };
  renderWithProviders(
    <RankingView
      profiles={sampleProfiles}
      groups={sampleRankingGroups}
      profileId={sampleRanking.profile.profile_id}
      filters={defaultRankingFilters}
      sort={{ column: 'fit', direction: 'descending' }}
      answer={sampleRanking}
      page={1}
      totalPages={3}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('RankingView', () => {
  it('shows the fit score, each count in its own named column and links to the result with the profile chosen', () => {
    renderRanking();
    const table = screen.getByRole('grid', {
      name: `Members ranked against ${sampleRanking.profile.name}`,
    });
    const joao = within(table).getByRole('row', { name: /Joao Employee/ });
    expect(within(joao).getByText('86.3')).toBeInTheDocument();
    expect(
      within(joao).getByText('Outside at least one range; the further outside, the lower.'),
    ).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Borderline/ })).toBeInTheDocument();
    expect(within(joao).getByRole('link', { name: "Open Joao Employee's result" })).toHaveAttribute(
      'href',
      `/company-panel/employee/joao%40acme.example/result/102?profile_id=${sampleRanking.profile.profile_id}`,
    );
  });

  it('stars and unstars people, and chooses 2 to 4 of them to compare', async () => {
    const handlers = {
      onShortlistChange: vi.fn(),
      onChosenChange: vi.fn(),
      onCompare: vi.fn(),
    };
    renderRanking({
      onShortlistChange: handlers.onShortlistChange,
      compareChoice: {
        chosen: new Set([1]),
        onChosenChange: handlers.onChosenChange,
        onCompare: handlers.onCompare,
      },
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Add Carla Candidate to the shortlist' }),
    );
    expect(handlers.onShortlistChange).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Carla Candidate' }),
      true,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Joao Employee from the shortlist' }),
    );
    expect(handlers.onShortlistChange).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Joao Employee' }),
      false,
    );
    expect(screen.getByRole('button', { name: 'Compare 1 person' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Joao Employee' }));
    expect(handlers.onChosenChange).toHaveBeenCalledWith(2, true);
  });

  it('asks for a sort by name, a download and cleared filters', async () => {
    const handlers = renderRanking({ filters: { member_role: 'candidate', validity: 'any' } });
    await userEvent.click(screen.getByRole('columnheader', { name: /Person/ }));
    expect(handlers.onSortChange).toHaveBeenCalledWith(expect.objectContaining({ column: 'name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    expect(handlers.onExport).toHaveBeenCalledWith('xlsx');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(handlers.onFiltersChange).toHaveBeenCalledWith(defaultRankingFilters);
  });

  it('asks for one group, then for any group again', async () => {
    const handlers = renderRanking({ filters: { validity: 'valid', group_id: 7 } });
    await userEvent.click(screen.getByRole('button', { name: /Group/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sales, north' }));
    expect(handlers.onFiltersChange).toHaveBeenLastCalledWith({ validity: 'valid', group_id: 8 });
    await userEvent.click(screen.getByRole('button', { name: /Group/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Any group' }));
    expect(handlers.onFiltersChange).toHaveBeenLastCalledWith({
      validity: 'valid',
      group_id: undefined,
    });
  });

  it('asks for a finished-date range, and not for one that ends before it starts', () => {
    const handlers = renderRanking();
    fireEvent.change(screen.getByLabelText('Finished from'), { target: { value: '2026-11-10' } });
    expect(handlers.onFiltersChange).toHaveBeenLastCalledWith({
      validity: 'valid_or_questionable',
      from: '2026-11-10',
      to: undefined,
    });
    handlers.onFiltersChange.mockClear();
    const until = screen.getByLabelText('Finished until');
    fireEvent.change(until, { target: { value: '2026-11-01' } });
    expect(handlers.onFiltersChange).not.toHaveBeenCalled();
    expect(until).toHaveAttribute('aria-invalid', 'true');
    expect(until).toHaveAccessibleDescription('Choose a day on or after the start date.');
    fireEvent.change(until, { target: { value: '2026-11-30' } });
    expect(handlers.onFiltersChange).toHaveBeenLastCalledWith({
      validity: 'valid_or_questionable',
      from: '2026-11-10',
      to: '2026-11-30',
    });
    expect(until).not.toHaveAttribute('aria-invalid');
  });

  it('marks each row with its status, a questionable one as such', () => {
    renderRanking();
    const table = screen.getByRole('grid', {
      name: `Members ranked against ${sampleRanking.profile.name}`,
    });
    const alicia = within(table).getByRole('row', { name: /Alicia Owner/ });
    expect(within(alicia).getByText('Questionable')).toBeInTheDocument();
    const joao = within(table).getByRole('row', { name: /Joao Employee/ });
    expect(within(joao).getByText('Valid')).toBeInTheDocument();
  });

  it('says how many invalid results were left out, and asks for them when chosen', async () => {
    const handlers = renderRanking({ answer: { ...sampleRanking, invalidExcluded: 2 } });
    expect(
      screen.getByText(
        '2 results left out: the answers could not be read as a description of the person. Choose “Invalid” under Validity to see them.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Validity/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Valid and questionable',
      'Valid only',
      'Questionable only',
      'Invalid',
      'Any validity',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Invalid' }));
    expect(handlers.onFiltersChange).toHaveBeenLastCalledWith({ validity: 'invalid' });
  });

  it('says nothing of left-out results when none was left out', () => {
    renderRanking();
    expect(screen.queryByText(/left out/)).not.toBeInTheDocument();
  });

  it('tells a filtered empty list from a company without results', () => {
    const empty = { ...sampleRanking, members: [], total: 0, totalPages: 1 };
    renderRanking({ answer: empty, filters: { validity: 'invalid' } });
    expect(screen.getByText('Nobody matches these filters')).toBeInTheDocument();
  });

  it('says which of the profile’s scales no fit counts, and why', () => {
    renderRanking({
      answer: {
        ...sampleRanking,
        leftOutOfFit: [{ scale: 'extraversion', reason: 'facets_set', countedIn: ['cordiality'] }],
      },
    });
    expect(
      screen.getByText('Not counted in this profile’s fit, so that no trait counts twice:'),
    ).toBeInTheDocument();
    const extraversion = screen.getByText('Extraversion').closest('li');
    expect(extraversion).toHaveTextContent('Not counted in fit: its facets are set');
    expect(extraversion).toHaveTextContent('the facets set here (Warmth)');
  });

  it('asks for a profile first, and to create one when there is none', () => {
    renderRanking({ profiles: [], profileId: null, answer: undefined });
    expect(screen.getByText('No profile yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create profile' })).toBeInTheDocument();
  });

  it('keeps the profile picker shut while the profiles load, then opens it on them', () => {
    renderRanking({ profiles: [], profilesLoading: true, profileId: null, answer: undefined });
    expect(screen.getByRole('button', { name: /Profile/ })).toBeDisabled();
    cleanup();
    renderRanking({ profileId: null, answer: undefined });
    expect(screen.getByRole('button', { name: /Profile/ })).toBeEnabled();
  });
});
