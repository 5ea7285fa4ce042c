import type { Principal } from '@facet/platform-http';
import { problem } from '@facet/platform-http';
import { signGrant, verifyGrant } from '@facet/platform-security';
import { sessionProblems, type SecondFactorStep } from '@facet/session-domain';

/** Five minutes from the password to the code: enough to open the app, not to wander off. */
export const challengeSeconds = 5 * 60;

const challengePurpose = 'second-factor-challenge';

interface ChallengeGrant {
  purpose: typeof challengePurpose;
  principal: Principal;
  persistent: boolean;
  step: SecondFactorStep['secondFactor'];
  expiresAt: number;
}

/**
 * The answer of a right password when a second factor is still due (D98): a signed challenge,
 * not a session. It names who proved the password, whether the session is to stay, and the step
 * due; the code checks are rate limited by person, so the challenge itself needs no state.
 */
export function issueChallenge(
  secret: string,
  grant: Omit<ChallengeGrant, 'purpose' | 'expiresAt'>,
): SecondFactorStep {
  const challenge = signGrant(secret, {
    ...grant,
    purpose: challengePurpose,
    expiresAt: Math.floor(Date.now() / 1000) + challengeSeconds,
  });
  return { secondFactor: grant.step, challenge };
}

/** The grant of a challenge of `kind` still valid; 401 (sign in again) otherwise. */
export function readChallenge(
  secret: string,
  challenge: string,
  kind: Principal['kind'],
): Omit<ChallengeGrant, 'purpose' | 'expiresAt'> {
  const grant = verifyGrant<ChallengeGrant>(secret, challenge);
  if (grant?.purpose !== challengePurpose || grant.principal.kind !== kind) {
    throw problem(sessionProblems.secondFactorChallengeExpired);
  }
  return { principal: grant.principal, persistent: grant.persistent, step: grant.step };
}
