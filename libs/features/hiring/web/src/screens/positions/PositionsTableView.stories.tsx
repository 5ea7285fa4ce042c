import type { Meta, StoryObj } from '@storybook/react-vite';
import { samplePositions } from '../../story-fixtures';
import { PositionsTableView } from './PositionsTableView';

const meta = {
  component: PositionsTableView,
  args: {
    positions: samplePositions,
    isLoading: false,
    onRetry: () => undefined,
    onNew: () => undefined,
    onEdit: () => undefined,
    onShowLink: () => undefined,
    onClose: async () => undefined,
  },
} satisfies Meta<typeof PositionsTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { positions: [], isLoading: true } };
export const Empty: Story = { args: { positions: [] } };
export const LoadError: Story = { args: { loadFailure: { status: 500 } } };
export const OpenFullAndClosed: Story = {};
export const CloseFailed: Story = { args: { closeFailure: { status: 500 } } };
