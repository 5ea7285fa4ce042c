import { readApiFailure, type ApiFailure } from '@facet/platform-api-client';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';

/**
 * Why a passkey ceremony did not finish: the server refused it (`api`), the person closed the
 * browser's prompt or no passkey answered (`notUsed`), or the browser has no WebAuthn.
 */
export type PasskeyProblem = { api: ApiFailure } | 'notUsed' | 'unsupported';

function problemOf(error: unknown): PasskeyProblem {
  // The browser's refusals (NotAllowedError, an aborted prompt) are Errors; the API's are not.
  if (error instanceof Error) return 'notUsed';
  const failure = readApiFailure(error as Parameters<typeof readApiFailure>[0]);
  return failure ? { api: failure } : 'notUsed';
}

/**
 * Runs one passkey ceremony (the server's options, the browser's prompt, the server's check) and
 * keeps whether it is under way and why the last one failed.
 */
export function usePasskeyCeremony<Answer>(ceremony: () => Promise<Answer>) {
  const [isPending, setPending] = useState(false);
  const [problem, setProblem] = useState<PasskeyProblem>();
  const start = async (): Promise<Answer | undefined> => {
    if (!browserSupportsWebAuthn()) {
      setProblem('unsupported');
      return undefined;
    }
    setPending(true);
    setProblem(undefined);
    try {
      return await ceremony();
    } catch (error) {
      setProblem(problemOf(error));
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { isPending, problem, start };
}
