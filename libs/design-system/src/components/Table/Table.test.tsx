import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from './Table';

const people = [
  { id: 'b', name: 'Bruno' },
  { id: 'a', name: 'Ana' },
];

function SortablePeople({ rows = people }: { rows?: typeof people }) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({
    column: 'name',
    direction: 'ascending',
  });
  const sorted = [...rows].sort((first, second) => first.name.localeCompare(second.name));
  if (sortDescriptor.direction === 'descending') sorted.reverse();
  return (
    <Table aria-label="People" sortDescriptor={sortDescriptor} onSortChange={setSortDescriptor}>
      <TableHeader>
        <TableColumn id="name" isRowHeader allowsSorting>
          Name
        </TableColumn>
      </TableHeader>
      <TableBody items={sorted} emptyContent="Nobody here yet.">
        {(person) => (
          <TableRow id={person.id}>
            <TableCell>{person.name}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

const rowNames = () =>
  within(screen.getByRole('grid', { name: 'People' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('Table', () => {
  it('sorts by a column when its header is pressed and says which way', async () => {
    const { container } = renderWithProviders(<SortablePeople />);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames()).toEqual(['Ana', 'Bruno']);
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()).toEqual(['Bruno', 'Ana']);
    await expectNoAxeViolations(container);
  });

  it('shows the empty content when there are no rows', async () => {
    const { container } = renderWithProviders(<SortablePeople rows={[]} />);
    expect(screen.getByText('Nobody here yet.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('gives each cell its column name for the phone cards, outside its text and hidden from screen readers', async () => {
    renderWithProviders(
      <Table aria-label="Roles">
        <TableHeader>
          <TableColumn isRowHeader>Name</TableColumn>
          <TableColumn>Role</TableColumn>
        </TableHeader>
        <TableBody>
          <TableRow id="ana">
            <TableCell label="Name">Ana</TableCell>
            <TableCell label="Role">Manager</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const role = screen.getByRole('gridcell', { name: 'Manager' });
    expect(role).toHaveTextContent(/^Manager$/);
    const label = role.querySelector('[data-label]');
    expect(label).toHaveAttribute('data-label', 'Role');
    expect(label).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('rowheader', { name: 'Ana' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('marks the cells a phone card shows as its title and in its corner, without a label', async () => {
    renderWithProviders(
      <Table aria-label="People">
        <TableHeader>
          <TableColumn isRowHeader>Name</TableColumn>
          <TableColumn>Actions</TableColumn>
        </TableHeader>
        <TableBody>
          <TableRow id="ana">
            <TableCell cardRole="title">Ana</TableCell>
            <TableCell cardRole="corner">
              <button type="button">Actions for Ana</button>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const title = screen.getByRole('rowheader', { name: 'Ana' });
    expect(title).toHaveAttribute('data-card-role', 'title');
    expect(title.querySelector('[data-label]')).toBeNull();
    const corner = screen
      .getByRole('button', { name: 'Actions for Ana' })
      .closest('[role="gridcell"]');
    expect(corner).toHaveAttribute('data-card-role', 'corner');
    await expectNoAxeViolations();
  });
});
