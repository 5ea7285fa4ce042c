import { Badge, type BadgeTone } from '@facet/design-system';
import type { LicenceState } from '@facet/platform-kernel';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { kernelWordsCatalogue } from './catalogue';

/** 'undefined' is the spec's licence state of a person who belongs to no company. */
export type ShownLicenceState = LicenceState | 'undefined';

const { messages } = kernelWordsCatalogue;

const licenceLooks: Record<ShownLicenceState, { message: MessageDescriptor; tone: BadgeTone }> = {
  yes: { message: messages.licenceYes, tone: 'positive' },
  no: { message: messages.licenceNo, tone: 'neutral' },
  inProgress: { message: messages.licenceInProgress, tone: 'info' },
  undefined: { message: messages.licenceUndefined, tone: 'neutral' },
};

/** A member's licence state, named and toned the same in every feature that shows it. */
export function LicenceBadge({ state }: { state: ShownLicenceState }) {
  const intl = useIntl();
  const { message, tone } = licenceLooks[state];
  return <Badge tone={tone}>{intl.formatMessage(message)}</Badge>;
}
