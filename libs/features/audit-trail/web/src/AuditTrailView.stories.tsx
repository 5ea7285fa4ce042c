import { phoneGlobals, phoneViewport } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuditTrailView } from './AuditTrailView';
import { exportsOfMany, groupViews, rankingView, sampleEntries } from './story-fixtures';

const meta = {
  component: AuditTrailView,
  args: {
    entries: sampleEntries,
    total: sampleEntries.length,
    filters: {},
    page: 1,
    totalPages: 1,
    onPageChange: () => undefined,
    onFiltersChange: () => undefined,
    onRetry: () => undefined,
    onExport: () => undefined,
  },
} satisfies Meta<typeof AuditTrailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { entries: [], total: 0, isLoading: true } };
export const Empty: Story = { args: { entries: [], total: 0 } };
export const LoadError: Story = { args: { entries: [], total: 0, loadFailed: true } };
export const Success: Story = {};
export const Filtered: Story = {
  args: {
    entries: sampleEntries.slice(0, 1),
    total: 1,
    filters: { action: 'result.read', person: 'erin@acme.example', from: '2026-11-01' },
  },
};
export const Paged: Story = { args: { total: 240, page: 3, totalPages: 10 } };
export const Exporting: Story = { args: { isExporting: true } };
export const ExportFailing: Story = { args: { exportFailed: true } };
export const DatesReversed: Story = { args: { filters: { from: '2026-11-20', to: '2026-11-01' } } };
export const WholePlatform: Story = { args: { spansCompanies: true, headingLevel: 1 } };
export const OnAPhone: Story = {
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};
/** A look at a ranking is one entry: what was viewed, how many people, and who, on demand. */
export const RankingView: Story = {
  args: { entries: [rankingView, ...sampleEntries], total: sampleEntries.length + 1 },
};
/** A group's fit, a team view and two teams compared: one entry per view, like a ranking. */
export const GroupAndTeamViews: Story = {
  args: {
    entries: [...groupViews, ...sampleEntries],
    total: sampleEntries.length + groupViews.length,
  },
};
/** A ranking's, a group's and the people's spreadsheets: one entry per file, listing its people. */
export const ExportsOfManyPeople: Story = {
  args: {
    entries: [...exportsOfMany, ...sampleEntries],
    total: sampleEntries.length + exportsOfMany.length,
  },
};
