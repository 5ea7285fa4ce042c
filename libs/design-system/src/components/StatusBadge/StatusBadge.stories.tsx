import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../../layout/Inline/Inline';
import { StatusBadge, invitationStatuses, licenceStatuses, requestStatuses } from './StatusBadge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { kind: 'invitation', status: 'pending' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InvitationStates: Story = {
  render: () => (
    <Inline space="small">
      {invitationStatuses.map((status) => (
        <StatusBadge key={status} kind="invitation" status={status} />
      ))}
    </Inline>
  ),
};

export const RequestStates: Story = {
  render: () => (
    <Inline space="small">
      {requestStatuses.map((status) => (
        <StatusBadge key={status} kind="request" status={status} />
      ))}
    </Inline>
  ),
};

export const LicenceStates: Story = {
  render: () => (
    <Inline space="small">
      {licenceStatuses.map((status) => (
        <StatusBadge key={status} kind="licence" status={status} />
      ))}
    </Inline>
  ),
};
