import { readApiFailure } from '@facet/platform-api-client';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { IntlShape, MessageDescriptor } from 'react-intl';

/** A failed call as a view takes it: the status decides the translated sentence. */
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

export function failureText(
  intl: IntlShape,
  failure: CallFailure,
  byStatus: Partial<Record<number, MessageDescriptor>>,
  fallback: MessageDescriptor,
): string {
  return intl.formatMessage(byStatus[failure.status] ?? fallback);
}
