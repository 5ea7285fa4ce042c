import { problem } from '@facet/platform-http';
import { createSecret, hashSecret } from '@facet/platform-security';
import { sessionProblems } from '@facet/session-domain';
import type { Knex } from 'knex';
import { raw } from 'objection';
import { OneTimeToken } from '../models';
import type { OneTimeTokenPurpose } from './one-time-token-purposes';

export type OneTimeTokenRow = Pick<
  OneTimeToken,
  'id' | 'purpose' | 'email' | 'company_id' | 'payload' | 'expires_at' | 'used_at'
>;

/**
 * Creates a single-use link secret; only its hash is stored. Earlier unused links of the same
 * purpose and address stop working, so only the newest e-mail counts.
 */
export async function issueOneTimeToken(
  transaction: Knex.Transaction,
  token: {
    purpose: OneTimeTokenPurpose;
    email: string;
    expiresInSeconds: number;
    companyId?: number;
    payload?: Record<string, unknown>;
  },
): Promise<string> {
  const secret = createSecret();
  await transaction('one_time_tokens')
    .where({ purpose: token.purpose })
    .whereRaw('lower(email) = lower(?)', [token.email])
    .whereNull('used_at')
    .where('expires_at', '>', transaction.fn.now())
    .update({ expires_at: transaction.fn.now() });
  await transaction('one_time_tokens').insert({
    purpose: token.purpose,
    token_hash: hashSecret(secret),
    email: token.email.toLowerCase(),
    company_id: token.companyId ?? null,
    payload: JSON.stringify(token.payload ?? {}),
    expires_at: new Date(Date.now() + token.expiresInSeconds * 1000),
  });
  return secret;
}

/**
 * Uses up a link: 404 when it is not one of `purposes`, 409 when already used, and
 * `expiredStatus` once past its expiry (spec/api.md §8: a reset link answers 409, a
 * registration link 410). Locked for the transaction, so two clicks cannot both use it.
 */
export async function consumeOneTimeToken(
  transaction: Knex.Transaction,
  secret: string,
  purposes: readonly OneTimeTokenPurpose[],
  expiredStatus: 409 | 410,
): Promise<OneTimeTokenRow> {
  const row = await transaction<OneTimeTokenRow>('one_time_tokens')
    .where('token_hash', hashSecret(secret))
    .whereIn('purpose', purposes)
    .forUpdate()
    .first();
  if (!row) throw problem(sessionProblems.linkInvalid);
  if (row.used_at) throw problem(sessionProblems.linkUsed);
  if (row.expires_at.getTime() <= Date.now()) {
    throw problem(
      expiredStatus === 410 ? sessionProblems.registrationLinkExpired : sessionProblems.linkExpired,
    );
  }
  await transaction('one_time_tokens')
    .where({ id: row.id })
    .update({ used_at: transaction.fn.now() });
  return row;
}

/** Marks a link used, when its use was checked by the feature it serves (a company invitation). */
export async function markOneTimeTokenUsed(
  transaction: Knex.Transaction,
  tokenId: number,
): Promise<void> {
  await OneTimeToken.query(transaction)
    .findById(tokenId)
    .patch({ used_at: raw('now()') });
}

/** An unused link stops working now (its invitation was cancelled). */
export async function expireOneTimeToken(
  transaction: Knex.Transaction,
  tokenId: number,
): Promise<void> {
  await OneTimeToken.query(transaction)
    .where('id', tokenId)
    .whereNull('used_at')
    .patch({ expires_at: raw('now()') });
}
