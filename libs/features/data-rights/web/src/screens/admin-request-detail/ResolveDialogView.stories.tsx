import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResolveDialogView } from './ResolveDialogView';

const meta = {
  component: ResolveDialogView,
  args: {
    number: 1007,
    right: 'access',
    entity: null,
    isResolving: false,
    onResolve: async () => true,
    defaultOpen: true,
  },
} satisfies Meta<typeof ResolveDialogView>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Access: Story = {};
export const Portability: Story = { args: { right: 'portability', entity: 'employee' } };
export const Rectification: Story = { args: { right: 'rectification', entity: 'employee' } };
export const Suppression: Story = { args: { right: 'suppression', entity: 'company' } };
export const Objection: Story = { args: { right: 'objection' } };
export const Forbidden403: Story = { args: { failure: { status: 403 } } };
export const NotFound404: Story = { args: { failure: { status: 404 } } };
export const Conflict409: Story = { args: { right: 'rectification', failure: { status: 409 } } };
export const Resolving: Story = { args: { isResolving: true } };
export const ServerError: Story = { args: { failure: { status: 500 } } };
