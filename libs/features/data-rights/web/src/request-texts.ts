import type { DataRight } from '@facet/data-rights-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { IntlShape } from 'react-intl';
import { dataRightsMessages as messages, dataRightsProblemMessages } from './messages';

const rightMessages = {
  access: messages.rightAccess,
  rectification: messages.rightRectification,
  suppression: messages.rightSuppression,
  objection: messages.rightObjection,
  portability: messages.rightPortability,
  limitation: messages.rightLimitation,
} as const;

export function rightLabel(intl: IntlShape, right: DataRight | null): string {
  return intl.formatMessage(right ? rightMessages[right] : messages.solutionPending);
}

export function dateLabel(intl: IntlShape, date: string): string {
  return intl.formatDate(date, { dateStyle: 'medium' });
}

/** A refused data-rights call as a sentence, by the cause the server names. */
export function requestFailureText(
  intl: IntlShape,
  failure: ApiFailure,
  fallback = messages.sendFailed,
): string {
  return failureText(intl, failure, dataRightsProblemMessages, fallback);
}
