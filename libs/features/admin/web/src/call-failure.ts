import { readApiFailure } from '@facet/platform-api-client';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { IntlShape, MessageDescriptor } from 'react-intl';

/** A failed call as the views take it: the status and the server's message. */
export interface CallFailure {
  status: number;
  message?: string;
}

export function callFailureOf(
  error: FetchBaseQueryError | SerializedError | undefined,
): CallFailure | undefined {
  const failure = readApiFailure(error);
  return failure && { status: failure.status, message: failure.message };
}

/** The sentence for a status the screen knows, else the call's own default. */
export function failureText(
  intl: IntlShape,
  failure: CallFailure,
  byStatus: Partial<Record<number, MessageDescriptor>>,
  fallback: MessageDescriptor,
): string {
  const known = byStatus[failure.status];
  return intl.formatMessage(known ?? fallback);
}
