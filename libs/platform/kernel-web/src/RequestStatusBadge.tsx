import { Badge, type BadgeTone } from '@facet/design-system';
import type { RequestStatus } from '@facet/platform-kernel';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { kernelWordsCatalogue } from './catalogue';

const { messages } = kernelWordsCatalogue;

const requestLooks: Record<RequestStatus, { message: MessageDescriptor; tone: BadgeTone }> = {
  new: { message: messages.requestNew, tone: 'info' },
  inProgress: { message: messages.requestInProgress, tone: 'caution' },
  accepted: { message: messages.requestAccepted, tone: 'positive' },
  rejected: { message: messages.requestRejected, tone: 'critical' },
  pending: { message: messages.requestPending, tone: 'caution' },
  contacted: { message: messages.requestContacted, tone: 'info' },
};

/** A contact or data-rights request status as a sentence names it (`new` is "Sent"). */
export function requestStatusLabel(intl: IntlShape, status: RequestStatus): string {
  return intl.formatMessage(requestLooks[status].message);
}

/** A contact or data-rights request status, named and toned the same on both back-office lists. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const intl = useIntl();
  const { message, tone } = requestLooks[status];
  return <Badge tone={tone}>{intl.formatMessage(message)}</Badge>;
}
