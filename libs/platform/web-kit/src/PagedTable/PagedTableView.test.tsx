import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedTableView, type PagedTableViewProps } from './PagedTableView';
import { RowActions } from './RowActions';

interface Team {
  id: number;
  name: string;
}

function renderTable(props: Partial<PagedTableViewProps<Team>> = {}) {
  const onConfirm = vi.fn(async () => undefined);
  const onPageChange = vi.fn();
  renderWithProviders(
    <PagedTableView<Team>
      label="Teams"
      rows={[
        { id: 1, name: 'Sales' },
        { id: 2, name: 'Support' },
      ]}
      rowKey={(team) => team.id}
      columns={[
        { id: 'name', label: 'Name', render: (team) => team.name },
        {
          id: 'actions',
          label: 'Actions',
          render: (team, confirm) => (
            <RowActions
              inspect={{ href: `/teams/${team.id}`, label: `Inspect ${team.name}` }}
              remove={{ label: `Remove ${team.name}`, onPress: confirm }}
            />
          ),
        },
      ]}
      empty={{ title: 'No teams yet' }}
      page={1}
      totalPages={2}
      onPageChange={onPageChange}
      confirmation={{
        title: (team) => `Remove ${team.name}?`,
        body: 'Its people stay.',
        confirmLabel: 'Remove team',
        onConfirm,
      }}
      {...props}
    >
      <p>Above the table</p>
    </PagedTableView>,
  );
  return { onConfirm, onPageChange };
}

describe('PagedTableView', () => {
  it('shows the rows under what the screen puts above, with the pager', async () => {
    const { onPageChange } = renderTable();
    const table = screen.getByRole('grid', { name: 'Teams' });
    expect(within(table).getByRole('rowheader', { name: 'Sales' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inspect Support' })).toHaveAttribute(
      'href',
      '/teams/2',
    );
    expect(screen.getByText('Above the table')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('asks before it confirms the row whose button was pressed', async () => {
    const { onConfirm } = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Support' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Support?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove team' }));
    expect(onConfirm).toHaveBeenCalledWith({ id: 2, name: 'Support' });
  });

  it('shows the empty state when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByRole('heading', { name: 'No teams yet' })).toBeInTheDocument();
  });

  it('says it is loading instead of showing the table', () => {
    renderTable({ isLoading: true });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('shows only the load error, with a retry', async () => {
    const onRetry = vi.fn();
    renderTable({ loadError: 'The teams could not be loaded.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('The teams could not be loaded.');
    expect(screen.queryByText('Above the table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
