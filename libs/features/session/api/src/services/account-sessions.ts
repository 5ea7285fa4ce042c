import { problem, type Principal } from '@facet/platform-http';
import { sessionProblems, type AccountSession } from '@facet/session-domain';
import type { Knex } from 'knex';
import { revokeAccessTokensOf } from '../auth/access-token-revocation';
import { revokeRefreshFamily, revokeSessionsOf } from './refresh-tokens';

/**
 * The principal's tokens that can still be renewed, one per live family: each is its family's
 * newest, so it says when and where the session was last used.
 */
function liveTokensOf(database: Knex | Knex.Transaction, principal: Principal) {
  return database('refresh_tokens')
    .where({ principal_kind: principal.kind, principal_id: principal.id })
    .whereNull('used_at')
    .whereNull('revoked_at')
    .where('expires_at', '>', database.fn.now());
}

/** GET /auth/sessions: the person's live sessions, the most recently used first. */
export async function listAccountSessions(
  database: Knex,
  principal: Principal,
  currentFamily: string | undefined,
): Promise<AccountSession[]> {
  const live = await liveTokensOf(database, principal)
    .select('family_id', 'browser', 'operating_system', 'network', 'created_at')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  // A family's oldest token says when the session began.
  const starts = await database('refresh_tokens')
    .whereIn(
      'family_id',
      live.map((token) => token.family_id),
    )
    .distinctOn('family_id')
    .select('family_id', 'created_at')
    .orderBy([{ column: 'family_id' }, { column: 'created_at', order: 'asc' }]);
  const startOf = new Map(starts.map((start) => [start.family_id, start.created_at]));
  return live.map((token) => ({
    id: token.family_id,
    browser: token.browser,
    operatingSystem: token.operating_system,
    network: token.network,
    firstUsedAt: new Date(startOf.get(token.family_id) ?? token.created_at).toISOString(),
    lastUsedAt: new Date(token.created_at).toISOString(),
    isCurrent: token.family_id === currentFamily,
  }));
}

/**
 * Ends one of the person's other sessions as logout ends a sign-in: its refresh family, and every
 * access token of the person issued until now (access tokens name no family). 404 for a session
 * that has ended or is someone else's, 409 for the session that asks, which signs out instead.
 */
export async function endAccountSession(
  database: Knex,
  principal: Principal,
  familyId: string,
  currentFamily: string | undefined,
): Promise<void> {
  if (familyId === currentFamily) throw problem(sessionProblems.thisSessionByLogout);
  await database.transaction(async (transaction) => {
    const live = await liveTokensOf(transaction, principal)
      .where({ family_id: familyId })
      .first('family_id');
    if (!live) throw problem(sessionProblems.accountSessionNotFound);
    await revokeRefreshFamily(transaction, familyId);
    await revokeAccessTokensOf(transaction, principal);
  });
}

/**
 * Ends every session of the person but the one that asks. Without its refresh cookie that
 * session is not known, and ending them all would sign out the one asking too: 409.
 */
export async function endOtherAccountSessions(
  database: Knex,
  principal: Principal,
  currentFamily: string | undefined,
): Promise<void> {
  if (!currentFamily) throw problem(sessionProblems.thisSessionUnknown);
  await database.transaction((transaction) =>
    revokeSessionsOf(transaction, principal, currentFamily),
  );
}
