import { Badge, type BadgeTone } from '@facet/design-system';
import type { InvitationStatus } from '@facet/platform-kernel';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { companyMessages as messages } from './messages';

const invitationLooks: Record<InvitationStatus, { message: MessageDescriptor; tone: BadgeTone }> = {
  pending: { message: messages.invitationStatusPending, tone: 'caution' },
  cancelled: { message: messages.invitationStatusCancelled, tone: 'neutral' },
  rejected: { message: messages.invitationStatusRejected, tone: 'critical' },
  accepted: { message: messages.invitationStatusAccepted, tone: 'positive' },
  expired: { message: messages.invitationStatusExpired, tone: 'neutral' },
};

/** An invitation's status in the invitations table: its name, in the tone of what it asks. */
export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const intl = useIntl();
  const { message, tone } = invitationLooks[status];
  return <Badge tone={tone}>{intl.formatMessage(message)}</Badge>;
}
