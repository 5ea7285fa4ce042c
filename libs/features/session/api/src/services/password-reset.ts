import { recordAudit } from '@facet/platform-db';
import { enforceRateLimits, problem, type PrincipalKind } from '@facet/platform-http';
import type { Language } from '@facet/platform-kernel';
import { hashPassword } from '@facet/platform-security';
import { sessionProblems } from '@facet/session-domain';
import type { Knex } from 'knex';
import { accountTables } from '../auth/account-tables';
import { noticeSecurityEvent } from '../second-factors/security-notices';
import { passwordResetSeconds } from '../session-lifetimes';
import type { SessionSettings } from '../session-options';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens';
import { rateLimitKeys } from './rate-limits';
import { revokeSessionsOf } from './refresh-tokens';
import { enqueueResetMail } from './reset-mail';

const resetPurposes = { user: 'password_reset', admin: 'admin_password_reset' } as const;
const resetPages = { user: '/set-password', admin: '/admin/set-password' } as const;

/** The one answer of forgot-password, whether or not the address has an account. */
export const resetLinkSentMessage =
  'If an account uses this e-mail address, a link to set a new password is on its way. It works for one hour.';

async function writeResetLink(
  database: Knex,
  settings: SessionSettings,
  kind: PrincipalKind,
  request: { email: string; lang: Language },
): Promise<void> {
  await database.transaction(async (transaction) => {
    const account = await transaction(accountTables[kind])
      .whereRaw('lower(email) = ?', [request.email])
      .first('email', 'lang');
    if (!account) return;
    const secret = await issueOneTimeToken(transaction, {
      purpose: resetPurposes[kind],
      email: account.email,
      expiresInSeconds: passwordResetSeconds,
    });
    await enqueueResetMail(transaction, settings.publicUrl, kind, {
      to: account.email,
      lang: request.lang,
      path: `${resetPages[kind]}/${secret}`,
    });
  });
}

/**
 * Sends a reset link when the address has an account. The answer is the same either way and is
 * given before the link is written, so neither its status nor its timing tells whether the
 * account exists (ASVS 5.0 V6.3.8). A failure to write it is logged, not answered.
 */
export async function requestPasswordReset(
  database: Knex,
  settings: SessionSettings,
  kind: PrincipalKind,
  request: { email: string; lang: Language; address: string },
  log: (error: unknown) => void,
): Promise<void> {
  await enforceRateLimits(database, [
    {
      key: rateLimitKeys.forgotPasswordAccount(kind, request.email),
      limit: settings.rateLimits.forgotPasswordPerAccount,
    },
    {
      key: rateLimitKeys.forgotPasswordAddress(request.address),
      limit: settings.rateLimits.forgotPasswordPerAddress,
    },
  ]);
  void writeResetLink(database, settings, kind, request).catch(log);
}

/**
 * Makes the reset links still outstanding for an account answer as a used one does: a password
 * changed by any path ends the links sent before it (security review finding 12).
 */
export async function retireResetLinksOf(
  transaction: Knex.Transaction,
  kind: PrincipalKind,
  email: string,
): Promise<void> {
  await transaction('one_time_tokens')
    .where({ purpose: resetPurposes[kind] })
    .whereRaw('lower(email) = lower(?)', [email])
    .whereNull('used_at')
    .update({ used_at: transaction.fn.now() });
}

/**
 * Sets a new password from an e-mailed link and ends every sign-in of the account, its access
 * tokens included, and any other reset link.
 */
export async function resetPassword(
  database: Knex,
  kind: PrincipalKind,
  reset: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(reset.password);
  await database.transaction(async (transaction) => {
    const link = await consumeOneTimeToken(transaction, reset.token, [resetPurposes[kind]], 409);
    const account = await transaction(accountTables[kind])
      .whereRaw('lower(email) = lower(?)', [link.email])
      .first('id');
    if (!account) throw problem(sessionProblems.accountGone);
    await transaction(accountTables[kind])
      .where({ id: account.id })
      .update({ password_hash: passwordHash, updated_at: transaction.fn.now() });
    await retireResetLinksOf(transaction, kind, link.email);
    await revokeSessionsOf(transaction, { kind, id: account.id });
    await noticeSecurityEvent(transaction, { kind, id: account.id }, 'password-reset');
    await recordAudit(transaction, {
      actor: { kind, id: account.id },
      action: `${kind === 'user' ? 'user' : 'platform-admin'}.password-reset`,
      subjectUserId: kind === 'user' ? account.id : null,
    });
  });
}
