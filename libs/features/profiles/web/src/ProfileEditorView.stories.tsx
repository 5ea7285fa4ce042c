import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileEditorView } from './ProfileEditorView';
import { sampleProfile } from './story-fixtures';

const meta = {
  component: ProfileEditorView,
  args: { mode: 'view', profile: sampleProfile(), onSave: async () => true },
} satisfies Meta<typeof ProfileEditorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Creating: Story = {
  parameters: { screenState: 'empty' },
  args: { mode: 'create', profile: undefined },
};
export const Loading: Story = { args: { profile: undefined, isLoading: true } };
export const NotFound: Story = { args: { profile: undefined, loadFailure: { status: 404 } } };
export const LoadError: Story = { args: { profile: undefined, loadFailure: { status: 500 } } };
export const Viewing: Story = { parameters: { screenState: 'success' } };
export const GlobalReadOnly: Story = {
  args: { profile: sampleProfile({ global: true, company_id: null, name: 'Platform Sales' }) },
};
export const NameExists: Story = { args: { mode: 'create', saveFailure: { status: 409 } } };
export const NameUnavailable: Story = { args: { saveFailure: { status: 422 } } };
export const NoValidValues: Story = { args: { mode: 'create', saveFailure: { status: 400 } } };
export const Saving: Story = { args: { mode: 'create', isSaving: true } };
