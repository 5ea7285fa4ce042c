import {
  clearRateLimit,
  enforceRateLimits,
  forgetOneAttempt,
  type PrincipalKind,
} from '@facet/platform-http';
import { acceptsCurrentTerms } from '@facet/session-domain';
import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import type { RateLimits } from '../session-options';
import { checkPassword, wrongCredentialsMessage } from './credentials';
import { rateLimitKeys } from './rate-limits';

export interface PasswordLoginAttempt {
  email: string;
  password: string;
  /** The caller's network address, for the per-address limit. */
  address: string;
}

/**
 * Checks an e-mail and password under the login rate limits and answers the account's id. An
 * unknown e-mail and a wrong password both answer the same 401 after the same argon2 work.
 * Every attempt is counted before the check, so parallel guesses cannot slip past the limits;
 * a right password then gives its attempts back, so only wrong ones add up.
 */
export async function checkLoginPassword(
  database: Knex,
  rateLimits: RateLimits,
  kind: PrincipalKind,
  attempt: PasswordLoginAttempt,
): Promise<number> {
  const accountKey = rateLimitKeys.loginAccount(kind, attempt.email);
  const addressKey = rateLimitKeys.loginAddress(attempt.address);
  await enforceRateLimits(database, [
    { key: accountKey, limit: rateLimits.loginPerAccount },
    { key: addressKey, limit: rateLimits.loginPerAddress },
  ]);
  const table = kind === 'user' ? 'users' : 'platform_admins';
  const account = await checkPassword(database, table, attempt.email, attempt.password);
  if (!account) throw Boom.unauthorized(wrongCredentialsMessage);
  await clearRateLimit(database, accountKey);
  await forgetOneAttempt(database, addressKey);
  return account.id;
}

export const outdatedTermsMessage =
  'Please accept the current terms of use and privacy policy to continue.';

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
    .first<{ terms_version: string | null; privacy_version: string | null }>(
      'terms_version',
      'privacy_version',
    );
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
  if (!storedIsCurrent) throw Boom.badData(outdatedTermsMessage);
}
