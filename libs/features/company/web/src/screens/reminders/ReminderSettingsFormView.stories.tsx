import { phoneGlobals, phoneViewport } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReminderSettingsFormView } from './ReminderSettingsFormView';

const meta = {
  component: ReminderSettingsFormView,
  args: {
    settings: { enabled: true, daysAfter: 3, times: 2 },
    canEdit: true,
    onSave: () => undefined,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof ReminderSettingsFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { settings: undefined, isLoading: true } };
export const LoadError: Story = { args: { settings: undefined, loadFailure: { status: 500 } } };
export const ForAnAdmin: Story = {};
export const SwitchedOff: Story = {
  args: { settings: { enabled: false, daysAfter: 7, times: 1 } },
};
export const ForAManager: Story = { args: { canEdit: false } };
export const Saving: Story = { args: { isSaving: true } };
export const Saved: Story = { args: { isSaved: true } };
export const SaveError: Story = { args: { saveFailure: { status: 500 } } };
export const DaysOutOfRange: Story = { args: { draft: { daysAfter: 45 } } };
export const TimesOutOfRange: Story = { args: { draft: { times: 9 } } };

export const OnAPhone: Story = {
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};
