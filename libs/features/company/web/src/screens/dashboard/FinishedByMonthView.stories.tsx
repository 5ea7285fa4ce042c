import { phoneGlobals, phoneViewport } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FinishedByMonthView } from './FinishedByMonthView';
import { sampleDashboard } from '../../story-fixtures';

const meta = {
  component: FinishedByMonthView,
  args: { months: sampleDashboard.finishedByMonth },
} satisfies Meta<typeof FinishedByMonthView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { months: undefined } };
export const LoadingBothThemes: Story = {
  args: { months: undefined },
  globals: { theme: 'sideBySide' },
};
export const NoResultsYet: Story = {
  args: { months: sampleDashboard.finishedByMonth.map(({ month }) => ({ month, finished: 0 })) },
};
export const NoResultsYetBothThemes: Story = {
  ...NoResultsYet,
  globals: { theme: 'sideBySide' },
};
export const Full: Story = {};
export const FullDark: Story = { globals: { theme: 'dark' } };
export const FullBothThemes: Story = { globals: { theme: 'sideBySide' } };
export const FullOnPhone: Story = {
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};
export const FullOnPhoneDark: Story = {
  parameters: { viewport: phoneViewport },
  globals: { ...phoneGlobals, theme: 'dark' },
};
