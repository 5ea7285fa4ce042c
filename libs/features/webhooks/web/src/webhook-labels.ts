import type { BadgeTone } from '@facet/design-system';
import type { WebhookDeliveryStatus, WebhookEventType } from '@facet/webhooks-domain';
import type { MessageDescriptor } from 'react-intl';
import { webhooksMessages as messages } from './messages';

export const eventLabels: Record<WebhookEventType, MessageDescriptor> = {
  'invitation.accepted': messages.eventInvitationAccepted,
  'assessment.completed': messages.eventAssessmentCompleted,
  'result.ready': messages.eventResultReady,
  'employee.left': messages.eventEmployeeLeft,
  'application.submitted': messages.eventApplicationSubmitted,
  ping: messages.eventPing,
};

export const deliveryStatusBadges: Record<
  WebhookDeliveryStatus,
  { label: MessageDescriptor; tone: BadgeTone }
> = {
  pending: { label: messages.statusPending, tone: 'info' },
  delivered: { label: messages.statusDelivered, tone: 'positive' },
  retrying: { label: messages.statusRetrying, tone: 'caution' },
  failed: { label: messages.statusFailed, tone: 'critical' },
};
