import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  earlyInstrumentReport,
  emptyInstrumentReport,
  sampleInstrumentReport,
} from './instrument-report-fixtures';
import { InstrumentReportView } from './InstrumentReportView';

const meta = {
  component: InstrumentReportView,
  args: {
    report: sampleInstrumentReport,
    isLoading: false,
    loadFailed: false,
    onRetry: () => undefined,
    isDownloading: false,
    downloadFailed: false,
    onDownload: () => undefined,
  },
} satisfies Meta<typeof InstrumentReportView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { report: undefined, isLoading: true } };
export const Empty: Story = { args: { report: emptyInstrumentReport } };
export const LoadError: Story = { args: { report: undefined, loadFailed: true } };
export const Success: Story = {};
/** Results are coming in, but no language has reached the minimum. */
export const NotEnoughDataYet: Story = { args: { report: earlyInstrumentReport } };
export const Downloading: Story = { args: { isDownloading: true } };
export const DownloadFailed: Story = { args: { downloadFailed: true } };
