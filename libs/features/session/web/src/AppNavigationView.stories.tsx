import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppNavigationView } from './AppNavigationView';

const meta = {
  component: AppNavigationView,
  args: { kind: 'user', role: 'employee', location: { pathname: '/home', search: '' } },
} satisfies Meta<typeof AppNavigationView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Employee: Story = {};
export const EmployeeOnResults: Story = {
  args: { location: { pathname: '/account', search: '?tab=results' } },
};
export const Manager: Story = {
  args: { role: 'manager', location: { pathname: '/company-panel/group/3', search: '' } },
};
export const PlatformAdministrator: Story = {
  args: { kind: 'admin', role: undefined, location: { pathname: '/admin/dashboard', search: '' } },
};
