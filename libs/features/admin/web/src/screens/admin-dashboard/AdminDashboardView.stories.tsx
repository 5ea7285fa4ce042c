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
  parameters: {
    screenStates: {
      loading:
        'the frame fetches nothing; each tab panel (UsersTabView, ...) has its Loading story',
      empty: 'the frame always has its tabs; each tab panel has its Empty story',
      error: 'the frame fetches nothing; each tab panel has its LoadError story',
    },
  },
} satisfies Meta<typeof AdminDashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UsersSelected: Story = {
  parameters: { screenState: 'success' },
  args: { selectedSection: 'users' },
};
export const ContactsSelected: Story = { args: { selectedSection: 'contacts' } };
