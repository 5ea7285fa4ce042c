import {
  clearRateLimit,
  countFailure,
  enforceRateLimits,
  refuseWhenBudgetSpent,
  problem,
  type PrincipalKind,
} from '@facet/platform-http';
import { acceptsCurrentTerms, sessionProblems } from '@facet/session-domain';
import type { Knex } from 'knex';
import type { RateLimits } from '../session-options';
import { checkPassword } from './credentials';
import { rateLimitKeys } from './rate-limits';

export interface PasswordLoginAttempt {
  email: string;
  password: string;
  /** The caller's network address, for the per-address limits. */
  address: string;
}

/**
 * Checks an e-mail and password under the login rate limits and answers the account's id. An
 * unknown e-mail and a wrong password both answer the same 401 after the same argon2 work.
 *
 * The account's attempts are counted before the check, so parallel guesses at one account cannot
 * slip past its lockout; a right password clears them. An address is only weighed before the
 * check against its wrong passwords, and a wrong one is added after it: a whole office behind one
 * address signing in at the same moment takes nothing from that budget. Every attempt from the
 * address still counts against a far larger ceiling, which also bounds how many guesses
 * sent in parallel can pass the failure check before the first of them is counted.
 */
export async function checkLoginPassword(
  database: Knex,
  rateLimits: RateLimits,
  kind: PrincipalKind,
  attempt: PasswordLoginAttempt,
): Promise<number> {
  const accountKey = rateLimitKeys.loginAccount(kind, attempt.email);
  const addressFailures = {
    key: rateLimitKeys.loginAddress(attempt.address),
    limit: rateLimits.loginPerAddress,
  };
  await refuseWhenBudgetSpent(database, addressFailures);
  await enforceRateLimits(database, [
    { key: accountKey, limit: rateLimits.loginPerAccount },
    {
      key: rateLimitKeys.loginAttemptsAddress(attempt.address),
      limit: rateLimits.loginAttemptsPerAddress,
    },
  ]);
  const table = kind === 'user' ? 'users' : 'platform_admins';
  const account = await checkPassword(database, table, attempt.email, attempt.password);
  if (!account) {
    await countFailure(database, addressFailures);
    throw problem(sessionProblems.wrongCredentials);
  }
  await clearRateLimit(database, accountKey);
  return account.id;
}

/**
 * Records the terms a user accepts by signing in. The web always sends the current versions;
 * a caller that sends none (or old ones) is let in only while the stored acceptance is current.
 */
export async function recordTermsAcceptance(
  database: Knex,
  userId: number,
  sent: { termsVersion?: string; privacyVersion?: string },
): Promise<void> {
  const stored = await database('users')
    .where({ id: userId })
    .first('terms_version', 'privacy_version');
  const storedIsCurrent = acceptsCurrentTerms({
    termsVersion: stored?.terms_version,
    privacyVersion: stored?.privacy_version,
  });
  if (acceptsCurrentTerms(sent)) {
    if (storedIsCurrent) return;
    await database('users').where({ id: userId }).update({
      terms_version: sent.termsVersion,
      privacy_version: sent.privacyVersion,
      terms_accepted_at: database.fn.now(),
      updated_at: database.fn.now(),
    });
    return;
  }
  if (!storedIsCurrent) throw problem(sessionProblems.outdatedTerms);
}
