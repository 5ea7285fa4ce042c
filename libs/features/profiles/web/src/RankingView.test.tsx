import { renderWithProviders } from '@facet/platform-testing-web';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultRankingFilters, RankingView, type RankingViewProps } from './RankingView';
import { sampleProfiles, sampleRanking, sampleRankingGroups } from './story-fixtures';

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
  it('shows each count in its own named column and links to the result with the profile chosen', () => {
    renderRanking();
    const table = screen.getByRole('grid', {
      name: `Members ranked against ${sampleRanking.profile.name}`,
    });
    const joao = within(table).getByRole('row', { name: /Joao Employee/ });
    expect(within(joao).getByText('88%')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Borderline/ })).toBeInTheDocument();
    expect(within(joao).getByRole('link', { name: "Open Joao Employee's result" })).toHaveAttribute(
      'href',
      `/company-panel/employee/joao%40acme.example/result/102?profile_id=${sampleRanking.profile.profile_id}`,
    );
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
      validity: 'valid',
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
      validity: 'valid',
      from: '2026-11-10',
      to: '2026-11-30',
    });
    expect(until).not.toHaveAttribute('aria-invalid');
  });

  it('tells a filtered empty list from a company without valid results', () => {
    const empty = { ...sampleRanking, members: [], total: 0, totalPages: 1 };
    renderRanking({ answer: empty, filters: { validity: 'invalid' } });
    expect(screen.getByText('Nobody matches these filters')).toBeInTheDocument();
  });

  it('asks for a profile first, and to create one when there is none', () => {
    renderRanking({ profiles: [], profileId: null, answer: undefined });
    expect(screen.getByText('No profile yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create profile' })).toBeInTheDocument();
  });
});
