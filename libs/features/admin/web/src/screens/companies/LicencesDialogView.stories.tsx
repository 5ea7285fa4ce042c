import type { Meta, StoryObj } from '@storybook/react-vite';
import { LicencesDialogView } from './LicencesDialogView';
import { sampleCompanies } from '../../story-fixtures';

const meta = {
  component: LicencesDialogView,
  args: {
    company: sampleCompanies[0]!,
    isOpen: true,
    onOpenChange: () => undefined,
    onSubmit: async () => true,
  },
} satisfies Meta<typeof LicencesDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company's licences in the one vocabulary: available first, against the purchased total. */
export const Ready: Story = {};
/** Every licence bought has been used: none available, the total still the purchased one. */
export const AllUsed: Story = { args: { company: sampleCompanies[1]! } };
export const Sending: Story = { args: { isSending: true } };
export const Invalid: Story = { args: { failure: { status: 400, change: 'add' } } };
export const CompanyMissing: Story = { args: { failure: { status: 404, change: 'add' } } };
export const AboveMaximum: Story = { args: { failure: { status: 422, change: 'add' } } };
export const MoreThanHeld: Story = { args: { failure: { status: 422, change: 'revoke' } } };
