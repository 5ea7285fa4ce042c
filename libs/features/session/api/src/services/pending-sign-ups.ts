import { recordAudit } from '@facet/platform-db';
import { languages, type Language } from '@facet/platform-kernel';
import { hashSecret } from '@facet/platform-security';
import { acceptsCurrentTerms } from '@facet/session-domain';
import type { Knex } from 'knex';
import { issueOneTimeToken, type OneTimeTokenRow } from './one-time-tokens';

/**
 * Sign-ups that wait for their address to be confirmed (a visitor of a position link, D90): no
 * account exists until the mailed link is used, so an address nobody confirms never becomes one.
 * The pending account lives in a one-time token's payload, its password already hashed.
 */
export interface PendingSignUp {
  email: string;
  name: string;
  lang: Language;
  passwordHash: string;
  termsVersion: string;
  privacyVersion: string;
  /** What the feature that asked for the sign-up needs back on confirmation (a position's id). */
  context: Record<string, number | string>;
}

/** Whether an account uses this address, in any case. */
export async function emailHasAccount(
  database: Knex | Knex.Transaction,
  email: string,
): Promise<boolean> {
  const found = await database('users').whereRaw('lower(email) = lower(?)', [email]).first('id');
  return found !== undefined;
}

/**
 * Keeps a sign-up pending and answers the secret of its confirmation link. A newer sign-up of
 * the same address makes the earlier links stop working, as for every one-time link.
 */
export function issuePendingSignUp(
  transaction: Knex.Transaction,
  signUp: PendingSignUp & { companyId: number; expiresInSeconds: number },
): Promise<string> {
  return issueOneTimeToken(transaction, {
    purpose: 'pending_sign_up',
    email: signUp.email,
    companyId: signUp.companyId,
    expiresInSeconds: signUp.expiresInSeconds,
    payload: {
      name: signUp.name,
      lang: signUp.lang,
      passwordHash: signUp.passwordHash,
      termsVersion: signUp.termsVersion,
      privacyVersion: signUp.privacyVersion,
      context: signUp.context,
    },
  });
}

/** Why a confirmation link does not create the account, for its feature to say in its words. */
export type PendingAccountRefusal = 'invalid' | 'used' | 'expired' | 'emailInUse';

export type PendingAccount =
  | { created: false; refusal: PendingAccountRefusal }
  | {
      created: true;
      userId: number;
      email: string;
      lang: Language;
      context: Record<string, number | string>;
    };

/**
 * Uses a confirmation link and creates its account, terms accepted as the visitor accepted them,
 * with the audit entry of the registration. The link is locked for the transaction, so two
 * clicks cannot both create it; a refusal changes nothing. When the caller's transaction rolls
 * back (its own refusal), the link stays unused and the account uncreated.
 */
export async function createPendingAccount(
  transaction: Knex.Transaction,
  secret: string,
): Promise<PendingAccount> {
  const link = await transaction<OneTimeTokenRow>('one_time_tokens')
    .where('token_hash', hashSecret(secret))
    .where('purpose', 'pending_sign_up')
    .forUpdate()
    .first();
  if (!link) return { created: false, refusal: 'invalid' };
  if (link.used_at) return { created: false, refusal: 'used' };
  if (link.expires_at.getTime() <= Date.now()) return { created: false, refusal: 'expired' };
  if (await emailHasAccount(transaction, link.email)) {
    return { created: false, refusal: 'emailInUse' };
  }
  const signUp = link.payload as Partial<Omit<PendingSignUp, 'email'>>;
  if (!signUp.name || !signUp.passwordHash) return { created: false, refusal: 'invalid' };
  const lang = languages.find((known) => known === signUp.lang) ?? 'en';
  const acceptedTerms = acceptsCurrentTerms(signUp);
  await transaction('one_time_tokens')
    .where({ id: link.id })
    .update({ used_at: transaction.fn.now() });
  const [user] = await transaction('users')
    .insert({
      email: link.email,
      name: signUp.name,
      lang,
      password_hash: signUp.passwordHash,
      terms_version: acceptedTerms ? signUp.termsVersion : null,
      privacy_version: acceptedTerms ? signUp.privacyVersion : null,
      terms_accepted_at: acceptedTerms ? transaction.fn.now() : null,
    })
    .returning('id');
  if (!user) throw new Error('The confirmed account was not stored');
  await recordAudit(transaction, {
    actor: { kind: 'user', id: user.id },
    action: 'user.registered',
    companyId: link.company_id,
    target: link.email,
    subjectUserId: user.id,
    details: { link: link.purpose },
  });
  return { created: true, userId: user.id, email: link.email, lang, context: signUp.context ?? {} };
}
