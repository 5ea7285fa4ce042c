import { Card } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LicenceCountsView } from './LicenceCountsView';
import { sampleCompany } from '../../story-fixtures';

const meta = {
  component: LicenceCountsView,
  args: { counts: sampleCompany.licenceCounts },
  decorators: [
    (Story) => (
      <Card title="Licences" titleLevel={3} padding="medium" as="section">
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof LicenceCountsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InUse: Story = {};
/** A company that bought none yet. */
export const NonePurchased: Story = {
  args: { counts: { purchased: 0, available: 0, assigned: 0, heldByInvitations: 0, used: 0 } },
};
/** Every licence taken: nothing left to assign or to hold for an invitation. */
export const AllUsed: Story = {
  args: { counts: { purchased: 25, available: 0, assigned: 0, heldByInvitations: 0, used: 25 } },
};
