import { phoneGlobals, phoneViewport } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultReadsView } from './ResultReadsView';
import { sampleReads } from './story-fixtures';

const meta = {
  component: ResultReadsView,
  args: {
    reads: sampleReads,
    page: 1,
    totalPages: 1,
    onPageChange: () => undefined,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof ResultReadsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { reads: [], isLoading: true } };
export const Empty: Story = { args: { reads: [] } };
export const LoadError: Story = { args: { reads: [], loadFailed: true } };
export const Success: Story = {};
export const Paged: Story = { args: { page: 2, totalPages: 4 } };
export const OnAPhone: Story = {
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};
