import type { Meta, StoryObj } from '@storybook/react-vite';
import { TableExport } from './TableExport';

const meta = {
  component: TableExport,
  args: { onExport: () => undefined },
} satisfies Meta<typeof TableExport>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const NothingToDownload: Story = { args: { isDisabled: true } };
export const Downloading: Story = { args: { exporting: 'csv' } };
export const Failed: Story = { args: { exportFailure: { status: 500 } } };
