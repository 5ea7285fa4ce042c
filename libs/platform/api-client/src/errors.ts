import type { Problem } from '@facet/platform-kernel';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * A failed call as a screen takes it: the HTTP status, the server's message, if any, and the
 * code of its cause where the server names one.
 */
export interface ApiFailure {
  status: number;
  message?: string;
  code?: string;
}

/**
 * Reads a failed call as the spec's error catalogue does: the HTTP status plus the server's
 * message; a network failure is a 503 with no server message (the screen shows its default).
 */
export function readApiFailure(
  error: FetchBaseQueryError | SerializedError | undefined,
): ApiFailure | undefined {
  if (!error) return undefined;
  if ('status' in error) {
    if (typeof error.status === 'number') {
      const { message, code } = (error.data ?? {}) as { message?: unknown; code?: unknown };
      return {
        status: error.status,
        message: typeof message === 'string' ? message : undefined,
        ...(typeof code === 'string' && { code }),
      };
    }
    return { status: 503, message: undefined };
  }
  return { status: 500, message: undefined };
}

/** The failure a screen reads when the server refuses a call with this declared problem. */
export function failureOf(problem: Pick<Problem, 'status' | 'code'>): ApiFailure {
  return { status: problem.status, code: problem.code };
}
