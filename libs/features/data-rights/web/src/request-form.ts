import type { DataRight } from '@facet/data-rights-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { IntlShape } from 'react-intl';
import { dataRightsMessages as messages } from './messages';

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

const requestFailureMessages = {
  400: messages.requestError,
  403: messages.accessDenied,
  404: messages.notFound,
  409: messages.conflict,
};

/** The spec's data-rights statuses as sentences. */
export function requestFailureText(
  intl: IntlShape,
  failure: ApiFailure,
  fallback = messages.sendFailed,
): string {
  return failureText(intl, failure, requestFailureMessages, fallback);
}
