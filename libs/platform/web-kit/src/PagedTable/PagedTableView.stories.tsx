import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, phoneGlobals, phoneViewport } from '@facet/design-system';
import { fn } from 'storybook/test';
import { PagedTableView, type PagedTableColumn } from './PagedTableView';
import { RowActions } from './RowActions';

interface Team {
  id: number;
  name: string;
  members: number;
}

const teams: Team[] = [
  { id: 1, name: 'Sales', members: 12 },
  { id: 2, name: 'Support', members: 7 },
  { id: 3, name: 'Research', members: 4 },
];

const columns: PagedTableColumn<Team>[] = [
  { id: 'name', label: 'Name', render: (team) => team.name },
  { id: 'members', label: 'Members', render: (team) => team.members },
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
];

const meta = {
  title: 'Web kit/PagedTableView',
  component: PagedTableView<Team>,
  args: {
    label: 'Teams',
    rows: teams,
    rowKey: (team: Team) => team.id,
    columns,
    empty: { title: 'No teams yet', description: 'Create a team to compare its people.' },
    page: 1,
    totalPages: 3,
    onPageChange: fn(),
    confirmation: {
      title: (team: Team) => `Remove ${team.name}?`,
      body: 'Its people stay in the company.',
      confirmLabel: 'Remove team',
      onConfirm: fn(),
    },
  },
} satisfies Meta<typeof PagedTableView<Team>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
/** At 390 px each row is a card with its labelled values and its actions. */
export const PhoneCards: Story = {
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};
export const Loading: Story = { args: { isLoading: true } };
export const Empty: Story = { args: { rows: [], totalPages: 0 } };
export const LoadError: Story = {
  args: { loadError: 'The teams could not be loaded.', onRetry: fn() },
};
export const WithAlertAbove: Story = {
  args: { children: <Alert tone="critical">The team could not be removed.</Alert> },
};
