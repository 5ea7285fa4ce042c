import { Text } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminDashboardView } from './AdminDashboardView';

const meta = {
  component: AdminDashboardView,
  args: {
    onSendMail: () => undefined,
    sections: [
      { id: 'users', title: 'Users', content: <Text>Users tab</Text> },
      { id: 'companies', title: 'Companies', content: <Text>Companies tab</Text> },
      {
        id: 'contacts',
        title: 'Contacts',
        content: <Text>Contact requests</Text>,
      },
    ],
  },
} satisfies Meta<typeof AdminDashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UsersSelected: Story = { args: { selectedSection: 'users' } };
export const ContactsSelected: Story = { args: { selectedSection: 'contacts' } };
