import { Badge, type BadgeTone } from '@facet/design-system';
import type { LicenceState } from '@facet/platform-kernel';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { kernelWordsCatalogue } from './catalogue';

/**
 * A person's licence as every screen names it (docs/decisions.md D61): 'used' is a
 * licence state of no after a finished assessment, so a person who finished never reads "Not
 * assigned"; 'undefined' is the spec's licence state of a person who belongs to no company.
 */
export type ShownLicenceState = LicenceState | 'used' | 'undefined';

const { messages } = kernelWordsCatalogue;

const licenceLooks: Record<ShownLicenceState, { message: MessageDescriptor; tone: BadgeTone }> = {
  yes: { message: messages.licenceYes, tone: 'positive' },
  no: { message: messages.licenceNo, tone: 'neutral' },
  inProgress: { message: messages.licenceInProgress, tone: 'info' },
  used: { message: messages.licenceUsed, tone: 'positive' },
  undefined: { message: messages.licenceUndefined, tone: 'neutral' },
};

/** The stored licence state as shown: no after a finished assessment is a used licence. */
export function shownLicenceState(
  state: LicenceState | 'undefined',
  hasFinished: boolean,
): ShownLicenceState {
  return state === 'no' && hasFinished ? 'used' : state;
}

/** A person's licence in words, for a screen or a file that shows it as text. */
export function licenceLabel(
  intl: IntlShape,
  state: LicenceState | 'undefined',
  hasFinished: boolean,
): string {
  return intl.formatMessage(licenceLooks[shownLicenceState(state, hasFinished)].message);
}

/** A person's licence, named and toned the same in every feature that shows it. */
export function LicenceBadge({
  state,
  hasFinished = false,
}: {
  state: LicenceState | 'undefined';
  /** They finished an assessment in their company. */
  hasFinished?: boolean;
}) {
  const intl = useIntl();
  const { tone } = licenceLooks[shownLicenceState(state, hasFinished)];
  return <Badge tone={tone}>{licenceLabel(intl, state, hasFinished)}</Badge>;
}
