import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyInfoCardView } from './CompanyInfoCardView';
import { sampleCompany } from '../../story-fixtures';

const meta = {
  component: CompanyInfoCardView,
  args: { onSave: async () => true, onRetry: () => undefined },
} satisfies Meta<typeof CompanyInfoCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { isLoading: true } };
export const LoadError: Story = { args: { loadFailure: { status: 500 } } };
export const ForAnAdmin: Story = { args: { company: sampleCompany, canEdit: true } };
export const ForAManager: Story = {
  args: { company: { ...sampleCompany, viewerRole: 'manager' }, canEdit: false },
};
export const WithoutAdministrator: Story = {
  args: { company: { ...sampleCompany, administrator: null, adminEmail: null } },
};
export const Editing: Story = {
  args: { company: sampleCompany, canEdit: true, initiallyEditing: true },
};
export const SaveConflict: Story = {
  args: {
    company: sampleCompany,
    canEdit: true,
    initiallyEditing: true,
    saveFailure: { status: 409 },
  },
};
export const SaveError: Story = {
  args: {
    company: sampleCompany,
    canEdit: true,
    initiallyEditing: true,
    saveFailure: { status: 500 },
  },
};
