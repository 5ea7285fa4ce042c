import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompaniesTabView } from './CompaniesTabView';
import { listDefaults, sampleCompanies } from '../../story-fixtures';

const meta = {
  component: CompaniesTabView,
  args: {
    ...listDefaults,
    rows: sampleCompanies,
    onCreate: () => undefined,
    onChangeLicences: () => undefined,
    onDelete: async () => undefined,
  },
} satisfies Meta<typeof CompaniesTabView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { rows: [], isLoading: true } };
export const Empty: Story = { args: { rows: [], totalPages: 1 } };
export const LoadError: Story = { args: { loadFailure: { status: 500 } } };
export const Success: Story = {};
export const NothingFound: Story = { args: { searchTerm: 'initech', rows: [], totalPages: 1 } };
export const DeleteNotFound: Story = { args: { deleteFailure: { status: 404 } } };
