import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppNavigationView } from './AppNavigationView';

const meta = {
  component: AppNavigationView,
  args: { kind: 'user', role: 'employee', location: { pathname: '/home' } },
} satisfies Meta<typeof AppNavigationView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Employee: Story = {};
export const EmployeeOnResults: Story = {
  args: { location: { pathname: '/results' } },
};
export const Manager: Story = {
  args: { role: 'manager', location: { pathname: '/company-panel/group/3' } },
};
export const PlatformAdministrator: Story = {
  args: { kind: 'admin', role: undefined, location: { pathname: '/admin/dashboard' } },
};
