import { clearRateLimit, enforceRateLimits, problem, type Principal } from '@facet/platform-http';
import { recoveryCodePattern, sessionProblems } from '@facet/session-domain';
import { UnreadableSecret } from '@facet/platform-security';
import type { Knex } from 'knex';
import { rateLimitKeys } from '../services/rate-limits';
import type { SessionSettings } from '../session-options';
import { openTotpSecret, takeTotpStep, totpFactorOf } from './factor-rows';
import { spendRecoveryCode } from './recovery-codes';
import { auditSecondFactor, noticeSecurityEvent } from './security-notices';
import { acceptedTotpStep } from './totp';

/**
 * Counts a code check against the person's and the address's budgets before it is made (429
 * when spent), as the login counts a password: parallel guesses cannot pass the limit.
 */
export function limitCodeChecks(
  database: Knex,
  settings: SessionSettings,
  principal: Principal,
  address: string,
): Promise<void> {
  return enforceRateLimits(database, [
    {
      key: rateLimitKeys.secondFactorAccount(principal.kind, principal.id),
      limit: settings.rateLimits.secondFactorPerAccount,
    },
    {
      key: rateLimitKeys.secondFactorAddress(address),
      limit: settings.rateLimits.secondFactorPerAddress,
    },
  ]);
}

/** A right code gives the person's budget back, as a right password does. */
export function clearCodeChecks(database: Knex, principal: Principal): Promise<void> {
  return clearRateLimit(database, rateLimitKeys.secondFactorAccount(principal.kind, principal.id));
}

/**
 * The secret in clear, or undefined when no configured key opens it (a key removed too soon):
 * no code of the app can pass then, and the person's recovery codes, which need no key, still do.
 */
function openedSecret(settings: SessionSettings, stored: string): string | undefined {
  try {
    return openTotpSecret(settings.keyring, stored);
  } catch (error) {
    if (error instanceof UnreadableSecret) return undefined;
    throw error;
  }
}

/**
 * Whether `code` is the current code of the person's confirmed TOTP factor, not taken before
 * (the step it belongs to is stored as taken when it passes).
 */
export async function takeTotpCode(
  database: Knex,
  settings: SessionSettings,
  principal: Principal,
  code: string,
  options: { confirming: boolean },
): Promise<boolean> {
  const factor = await totpFactorOf(database, principal);
  if (!factor?.secret || (factor.confirmed_at === null) !== options.confirming) return false;
  const secret = openedSecret(settings, factor.secret);
  if (secret === undefined) return false;
  const lastStep = factor.last_used_step === null ? null : Number(factor.last_used_step);
  const step = await acceptedTotpStep(secret, code, lastStep);
  if (step === undefined) return false;
  return takeTotpStep(database, factor.id, step, options.confirming);
}

/**
 * Checks a second-factor code under the limits: an authenticator code, or one of the person's
 * recovery codes, which is then spent, mailed about and audited. A wrong, replayed or spent code
 * answers one 400.
 */
export async function checkSecondFactorCode(
  database: Knex,
  settings: SessionSettings,
  principal: Principal,
  check: { code: string; address: string },
): Promise<void> {
  await limitCodeChecks(database, settings, principal, check.address);
  const passed = recoveryCodePattern.test(check.code)
    ? await database.transaction(async (transaction) => {
        if (!(await spendRecoveryCode(transaction, principal, check.code))) return false;
        await noticeSecurityEvent(transaction, principal, 'recovery-code-used');
        await auditSecondFactor(transaction, principal, 'second-factor.recovery-code-used');
        return true;
      })
    : await takeTotpCode(database, settings, principal, check.code, { confirming: false });
  if (!passed) throw problem(sessionProblems.secondFactorCodeWrong);
  await clearCodeChecks(database, principal);
}
