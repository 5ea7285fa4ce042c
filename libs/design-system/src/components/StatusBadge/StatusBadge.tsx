import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { designSystemCatalogue } from '../../catalogue';
import { statusBadge, statusDot } from './StatusBadge.css';

export const invitationStatuses = [
  'pending',
  'cancelled',
  'rejected',
  'accepted',
  'expired',
  'unknown',
] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** Data-rights and contact request states; `new` reads "Sent" to the person who sent it. */
export const requestStatuses = [
  'new',
  'inProgress',
  'accepted',
  'rejected',
  'pending',
  'contacted',
] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const licenceStatuses = ['yes', 'no', 'inProgress', 'undefined'] as const;
export type LicenceStatus = (typeof licenceStatuses)[number];

type StatusTone = 'neutral' | 'info' | 'positive' | 'caution' | 'critical';

interface StatusLook {
  message: MessageDescriptor;
  tone: StatusTone;
}

const { messages } = designSystemCatalogue;

const invitationLooks: Record<InvitationStatus, StatusLook> = {
  pending: { message: messages.invitationPending, tone: 'caution' },
  cancelled: { message: messages.invitationCancelled, tone: 'neutral' },
  rejected: { message: messages.invitationRejected, tone: 'critical' },
  accepted: { message: messages.invitationAccepted, tone: 'positive' },
  expired: { message: messages.invitationExpired, tone: 'neutral' },
  unknown: { message: messages.invitationUnknown, tone: 'neutral' },
};

const requestLooks: Record<RequestStatus, StatusLook> = {
  new: { message: messages.requestNew, tone: 'info' },
  inProgress: { message: messages.requestInProgress, tone: 'caution' },
  accepted: { message: messages.requestAccepted, tone: 'positive' },
  rejected: { message: messages.requestRejected, tone: 'critical' },
  pending: { message: messages.requestPending, tone: 'caution' },
  contacted: { message: messages.requestContacted, tone: 'info' },
};

const licenceLooks: Record<LicenceStatus, StatusLook> = {
  yes: { message: messages.licenceYes, tone: 'positive' },
  no: { message: messages.licenceNo, tone: 'neutral' },
  inProgress: { message: messages.licenceInProgress, tone: 'info' },
  undefined: { message: messages.licenceUndefined, tone: 'neutral' },
};

export type StatusBadgeProps =
  | { kind: 'invitation'; status: InvitationStatus }
  | { kind: 'request'; status: RequestStatus }
  | { kind: 'licence'; status: LicenceStatus };

function lookOf(props: StatusBadgeProps): StatusLook {
  switch (props.kind) {
    case 'invitation':
      return invitationLooks[props.status];
    case 'request':
      return requestLooks[props.status];
    case 'licence':
      return licenceLooks[props.status];
  }
}

/** The translated name of a state, with a colour and a dot; the text alone carries the meaning. */
export function StatusBadge(props: StatusBadgeProps) {
  const intl = useIntl();
  const { message, tone } = lookOf(props);
  return (
    <span className={statusBadge} data-tone={tone} data-status={props.status}>
      <span className={statusDot} aria-hidden="true" />
      {intl.formatMessage(message)}
    </span>
  );
}
