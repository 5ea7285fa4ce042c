import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountMenuView } from './AccountMenuView';

const meta = {
  component: AccountMenuView,
  args: {
    kind: 'user',
    name: 'Erin Employee',
    role: 'employee',
    isSigningOut: false,
    onSignOut: () => undefined,
  },
} satisfies Meta<typeof AccountMenuView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Employee: Story = {};
export const Manager: Story = { args: { name: 'Mario Manager', role: 'manager' } };
export const Administrator: Story = {
  args: { kind: 'admin', name: 'Petra Admin', role: undefined },
};
export const SigningOut: Story = { args: { isSigningOut: true } };
