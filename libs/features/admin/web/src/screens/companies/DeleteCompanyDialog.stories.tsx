import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeleteCompanyDialog } from './DeleteCompanyDialog';
import { sampleCompanies } from '../../story-fixtures';

const meta = {
  component: DeleteCompanyDialog,
  args: {
    company: sampleCompanies[0]!,
    onClose: () => undefined,
    onConfirm: async () => undefined,
  },
} satisfies Meta<typeof DeleteCompanyDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The delete button stays off until the company's name is typed. */
export const TypeTheName: Story = {};
