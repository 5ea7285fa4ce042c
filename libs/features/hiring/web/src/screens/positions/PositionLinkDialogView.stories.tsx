import type { Meta, StoryObj } from '@storybook/react-vite';
import { PositionLinkDialogView } from './PositionLinkDialogView';

const meta = {
  component: PositionLinkDialogView,
  args: {
    positionName: 'Junior data analyst',
    link: 'https://facet.example/apply/q8Vb2mXr9TzLk4NwPj7sYc1HdG5fA0eU3iOoRtKvBnM',
    isOpen: true,
    onOpenChange: () => undefined,
    onCopy: () => undefined,
    onDownload: () => undefined,
  },
} satisfies Meta<typeof PositionLinkDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Downloading: Story = { args: { isDownloading: true } };
export const DownloadFailed: Story = { args: { downloadFailure: { status: 500 } } };
