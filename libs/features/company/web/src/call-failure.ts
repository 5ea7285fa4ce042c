import { readApiFailure } from '@facet/platform-api-client';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { CallFailure } from './role-labels';

/** RTK Query's error as the views take it: the status (and the server's message). */
export function callFailureOf(
  error: FetchBaseQueryError | SerializedError | undefined,
): CallFailure | undefined {
  const failure = readApiFailure(error);
  return failure && { status: failure.status, message: failure.message };
}
