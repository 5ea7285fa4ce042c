import type { ValidityStatus } from '@facet/assessment-domain';
import { Badge, type BadgeTone } from '@facet/design-system';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { scalesCatalogue } from '../catalogue';

const { messages } = scalesCatalogue;

/** Each status's name and tone: a questionable result is the one a reader must not miss. */
const statusBadges = {
  valid: { label: messages.validityStatusValid, tone: 'neutral' },
  questionable: { label: messages.validityStatusQuestionable, tone: 'caution' },
  invalid: { label: messages.validityStatusInvalid, tone: 'critical' },
} satisfies Record<ValidityStatus, { label: MessageDescriptor; tone: BadgeTone }>;

export interface ValidityBadgeProps {
  status: ValidityStatus;
}

/** A result's protocol validity wherever results are listed (ranking, team view). */
export function ValidityBadge({ status }: ValidityBadgeProps) {
  const intl = useIntl();
  const badge = statusBadges[status];
  return <Badge tone={badge.tone}>{intl.formatMessage(badge.label)}</Badge>;
}
