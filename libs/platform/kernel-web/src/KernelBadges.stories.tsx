import { Inline } from '@facet/design-system';
import { licenceStates, requestStatuses } from '@facet/platform-kernel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LicenceBadge } from './LicenceBadge';
import { RequestStatusBadge } from './RequestStatusBadge';

const meta = {
  title: 'Kernel words/Status badges',
  component: LicenceBadge,
  args: { state: 'yes' },
} satisfies Meta<typeof LicenceBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LicenceStates: Story = {
  render: () => (
    <Inline space="small">
      {[...licenceStates, 'undefined' as const].map((state) => (
        <LicenceBadge key={state} state={state} />
      ))}
      <LicenceBadge state="no" hasFinished />
    </Inline>
  ),
};

export const RequestStatuses: Story = {
  render: () => (
    <Inline space="small">
      {requestStatuses.map((status) => (
        <RequestStatusBadge key={status} status={status} />
      ))}
    </Inline>
  ),
};
