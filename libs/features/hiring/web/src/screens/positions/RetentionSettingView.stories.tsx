import type { Meta, StoryObj } from '@storybook/react-vite';
import { RetentionSettingView } from './RetentionSettingView';

const meta = {
  component: RetentionSettingView,
  args: {
    saved: 12,
    isLoading: false,
    onChoose: () => undefined,
    onSave: () => undefined,
  },
  parameters: {
    screenStates: { empty: 'A company without a setting of its own reads the default period.' },
  },
} satisfies Meta<typeof RetentionSettingView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { saved: undefined, isLoading: true } };
export const LoadError: Story = { args: { saved: undefined, loadFailure: { status: 500 } } };
export const Saved: Story = { parameters: { screenState: 'success' } };
export const ChangedNotSaved: Story = { args: { chosen: 24 } };
export const OnlyAdministrators: Story = {
  args: { chosen: 6, saveFailure: { status: 403, code: 'access.role_required' } },
};
