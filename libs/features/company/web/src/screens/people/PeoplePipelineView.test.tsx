import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { samplePeople, sampleGroupChoices, sampleProfileChoices } from '../../story-fixtures';
import { noPeopleFilters, type PeopleFilters } from './PeopleFiltersView';
import { PeoplePipelineView, type PeoplePipelineViewProps } from './PeoplePipelineView';
import { personKey } from './PersonActionsMenu';

const baseProps: PeoplePipelineViewProps = {
  people: samplePeople,
  page: 1,
  totalPages: 1,
  onPageChange: () => undefined,
  filters: noPeopleFilters,
  onFiltersChange: () => undefined,
  profileChoices: sampleProfileChoices,
  groupChoices: sampleGroupChoices,
  selected: new Set(),
  onSelectionChange: () => undefined,
};

function Pipeline(props: Partial<PeoplePipelineViewProps>) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [filters, setFilters] = useState<PeopleFilters>(props.filters ?? noPeopleFilters);
  return (
    <PeoplePipelineView
      {...baseProps}
      {...props}
      selected={selected}
      onSelectionChange={setSelected}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange?.(next);
      }}
    />
  );
}

const table = () => screen.getByRole('grid', { name: 'People of the company' });

describe('PeoplePipelineView', () => {
  it('shows each person with a status chip, the invitee named by the address', () => {
    renderWithProviders(<Pipeline />);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(samplePeople.length);
    expect(within(rows[0]!).getByText('mei.chen@acme.example')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Invited')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Started 45%')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Finished')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(rows[4]!).getByText('Flagged')).toBeInTheDocument();
    expect(within(rows[5]!).getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Fit' })).not.toBeInTheDocument();
  });

  it('shows the fit column once a profile is chosen, as the ranking’s continuous score', () => {
    renderWithProviders(<Pipeline filters={{ ...noPeopleFilters, profile_id: 7 }} />);
    expect(screen.getByRole('columnheader', { name: 'Fit' })).toBeInTheDocument();
    const erin = screen.getByRole('row', { name: /Erin Employee/ });
    expect(within(erin).getByText('71.4')).toBeInTheDocument();
    expect(
      within(erin).getByText('Outside at least one range; the further outside, the lower.'),
    ).toBeInTheDocument();
    expect(within(erin).queryByText('83%')).not.toBeInTheDocument();
  });

  it('puts the row actions in one menu named after the person, with what applies to the row', async () => {
    const onRemind = vi.fn();
    renderWithProviders(
      <Pipeline
        canManage
        onRemind={onRemind}
        onCancel={async () => undefined}
        onRemove={async () => undefined}
      />,
    );
    expect(
      screen.queryByRole('button', { name: /Send a reminder to|Cancel invitation to/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Actions for mei.chen@acme.example' }),
    );
    const invitationMenu = await screen.findByRole('menu');
    expect(
      within(invitationMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Send a reminder', 'Cancel invitation']);
    await userEvent.click(
      within(invitationMenu).getByRole('menuitem', { name: 'Send a reminder' }),
    );
    expect(onRemind).toHaveBeenCalledWith(samplePeople[0]);

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Erin Employee' }));
    const memberMenu = await screen.findByRole('menu');
    expect(
      within(memberMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View details', 'Change role', 'Remove from the company']);
    expect(within(memberMenu).getByRole('menuitem', { name: 'View details' })).toHaveAttribute(
      'href',
      '/company-panel/employee/erin%40acme.example',
    );
  });

  it('asks before cancelling an invitation from its menu', async () => {
    const onCancel = vi.fn(async () => undefined);
    renderWithProviders(<Pipeline canManage onCancel={onCancel} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Actions for mei.chen@acme.example' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel invitation' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('mei.chen@acme.example');
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    expect(onCancel).toHaveBeenCalledWith(samplePeople[0]);
  });

  it('offers a manager no cancel or remove, and a closed invitation no menu at all', () => {
    renderWithProviders(<Pipeline onRemind={() => undefined} />);
    expect(
      screen.queryByRole('button', { name: 'Actions for old.invite@acme.example' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for Erin Employee' })).toBeInTheDocument();
  });

  it('selects rows, then offers the bulk actions on them and clears the selection', async () => {
    const onBulkRemind = vi.fn();
    const onBulkAddToGroup = vi.fn();
    renderWithProviders(
      <Pipeline
        canManage
        onBulkRemind={onBulkRemind}
        onBulkCancel={async () => undefined}
        onBulkAddToGroup={onBulkAddToGroup}
        bulkExport={{ onExport: () => undefined }}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Actions on the selected people' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select mei.chen@acme.example' }));
    const bar = screen.getByRole('region', { name: 'Actions on the selected people' });
    expect(bar).toHaveTextContent('1 selected');
    // An invitation alone: nothing to add to a group or to download.
    expect(within(bar).getByRole('button', { name: 'Add to group' })).toBeDisabled();
    expect(within(bar).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Joao Employee' }));
    expect(bar).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Send reminders' }));
    expect(onBulkRemind).toHaveBeenCalled();
    await userEvent.click(within(bar).getByRole('button', { name: 'Add to group' }));
    expect(onBulkAddToGroup).toHaveBeenCalled();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Actions on the selected people' })).toBeNull();
  });

  it('selects the whole page at once', async () => {
    renderWithProviders(<Pipeline />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select everyone on this page' }));
    expect(
      screen.getByRole('region', { name: 'Actions on the selected people' }),
    ).toHaveTextContent(`${samplePeople.length} selected`);
  });

  it('says so when the filters leave nobody, and clears them', async () => {
    const onFiltersChange = vi.fn();
    renderWithProviders(
      <Pipeline
        people={[]}
        filters={{ ...noPeopleFilters, status: 'flagged' }}
        onFiltersChange={onFiltersChange}
      />,
    );
    expect(screen.getByText('Nobody matches these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onFiltersChange).toHaveBeenCalledWith(noPeopleFilters);
  });

  it('says nobody is here yet without filters, and shows a load failure with a retry', async () => {
    const { unmount } = renderWithProviders(<Pipeline people={[]} />);
    expect(screen.getByText('Nobody here yet')).toBeInTheDocument();
    unmount();
    const onRetry = vi.fn();
    renderWithProviders(<Pipeline loadFailure={{ status: 500 }} onRetry={onRetry} />);
    expect(screen.getByText('The people of the company could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('filters by search and status, the old lists among the statuses', async () => {
    const onFiltersChange = vi.fn();
    renderWithProviders(<Pipeline onFiltersChange={onFiltersChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'e');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ search: 'e' });
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Every invitation' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ search: 'e', kind: 'invitation' });
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Finished' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ search: 'e', status: 'finished' });
  });

  it('keys members and invitations apart', () => {
    expect(personKey(samplePeople[0]!)).toBe('invitation-11');
    expect(personKey(samplePeople[1]!)).toBe('member-2');
  });
});
