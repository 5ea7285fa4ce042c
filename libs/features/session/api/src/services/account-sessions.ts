import { problem, type Principal } from '@facet/platform-http';
import { sessionProblems, type AccountSession } from '@facet/session-domain';
import type { Knex } from 'knex';
import { revokeAccessTokensOf } from '../auth/access-token-revocation';
import { revokeRefreshFamily, revokeSessionsOf } from './refresh-tokens';

interface LiveFamilyRow {
  family_id: string;
  browser: string | null;
  operating_system: string | null;
  network: string | null;
  first_used_at: Date;
  last_used_at: Date;
}

/**
 * The principal's families that can still be renewed: each one's token not yet used, revoked
 * or expired is its newest, so it says when and where the session was last used; the family's
 * oldest token says when it began.
 */
function liveFamiliesOf(database: Knex | Knex.Transaction, principal: Principal) {
  return database('refresh_tokens as live')
    .where({ 'live.principal_kind': principal.kind, 'live.principal_id': principal.id })
    .whereNull('live.used_at')
    .whereNull('live.revoked_at')
    .where('live.expires_at', '>', database.fn.now());
}

/** GET /auth/sessions: the person's live sessions, the most recently used first. */
export async function listAccountSessions(
  database: Knex,
  principal: Principal,
  currentFamily: string | undefined,
): Promise<AccountSession[]> {
  const rows = await liveFamiliesOf(database, principal)
    .select<LiveFamilyRow[]>(
      'live.family_id',
      'live.browser',
      'live.operating_system',
      'live.network',
      'live.created_at as last_used_at',
      database('refresh_tokens as first')
        .where('first.family_id', database.ref('live.family_id'))
        .min('first.created_at')
        .as('first_used_at'),
    )
    .orderBy([
      { column: 'live.created_at', order: 'desc' },
      { column: 'live.id', order: 'desc' },
    ]);
  return rows.map((row) => ({
    id: row.family_id,
    browser: row.browser,
    operatingSystem: row.operating_system,
    network: row.network,
    firstUsedAt: new Date(row.first_used_at).toISOString(),
    lastUsedAt: new Date(row.last_used_at).toISOString(),
    isCurrent: row.family_id === currentFamily,
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
    const live = await liveFamiliesOf(transaction, principal)
      .where('live.family_id', familyId)
      .first('live.family_id');
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
