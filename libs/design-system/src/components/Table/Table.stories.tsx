import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { phoneGlobals, phoneViewport } from '../../story-viewports';
import { ActionsMenuButton, Menu, MenuItem, MenuTrigger } from '../Menu/Menu';
import { Pagination } from '../Pagination/Pagination';
import { Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from './Table';

interface Employee {
  id: number;
  name: string;
  email: string;
  role: string;
}

const employees: Employee[] = [
  { id: 1, name: 'Ana Ruiz', email: 'ana@acme.example', role: 'Manager' },
  { id: 2, name: 'Bruno Costa', email: 'bruno@acme.example', role: 'Employee' },
  { id: 3, name: 'Carla Mendes', email: 'carla@acme.example', role: 'Employee' },
  { id: 4, name: 'David Smith', email: 'david@acme.example', role: 'Administrator' },
];

function EmployeesTable({ rows }: { rows: Employee[] }) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({
    column: 'name',
    direction: 'ascending',
  });
  const sorted = useMemo(() => {
    const key = sortDescriptor.column as keyof Employee;
    const ordered = [...rows].sort((first, second) =>
      String(first[key]).localeCompare(String(second[key])),
    );
    return sortDescriptor.direction === 'descending' ? ordered.reverse() : ordered;
  }, [rows, sortDescriptor]);
  return (
    <Table aria-label="Employees" sortDescriptor={sortDescriptor} onSortChange={setSortDescriptor}>
      <TableHeader>
        <TableColumn id="name" isRowHeader allowsSorting>
          Name
        </TableColumn>
        <TableColumn id="email" allowsSorting>
          E-mail
        </TableColumn>
        <TableColumn id="role">Role</TableColumn>
      </TableHeader>
      <TableBody items={sorted} emptyContent="No employees yet.">
        {(employee) => (
          <TableRow id={employee.id}>
            <TableCell label="Name">{employee.name}</TableCell>
            <TableCell label="E-mail">{employee.email}</TableCell>
            <TableCell label="Role">{employee.role}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Components/Table',
  component: EmployeesTable,
  args: { rows: employees },
} satisfies Meta<typeof EmployeesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const WithPagination: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <EmployeesTable {...args} />
      <Pagination page={1} totalPages={3} onPageChange={() => undefined} />
    </div>
  ),
};

/** At 390 px every row is a card of "label value" lines; nothing hides past the edge. */
export const PhoneCards: Story = {
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};

/** A card titled by the row's name, its actions menu in the corner, the rest as "label value". */
function TitledCardsTable({ rows }: { rows: Employee[] }) {
  return (
    <Table aria-label="Employees">
      <TableHeader>
        <TableColumn isRowHeader>Name</TableColumn>
        <TableColumn>Role</TableColumn>
        <TableColumn>Actions</TableColumn>
      </TableHeader>
      <TableBody items={rows}>
        {(employee) => (
          <TableRow id={employee.id}>
            <TableCell cardRole="title">{employee.name}</TableCell>
            <TableCell label="Role">{employee.role}</TableCell>
            <TableCell cardRole="corner">
              <MenuTrigger>
                <ActionsMenuButton label={`Actions for ${employee.name}`} />
                <Menu>
                  <MenuItem id="inspect">View details</MenuItem>
                </Menu>
              </MenuTrigger>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

/** At 390 px the name is each card's title and the actions menu sits in its corner. */
export const PhoneCardsWithTitles: Story = {
  render: (args) => <TitledCardsTable {...args} />,
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};
