import { recordAudit } from '@facet/platform-db';
import { problem } from '@facet/platform-http';
import type { Principal } from '@facet/platform-http';
import { sessionProblems } from '@facet/session-domain';
import { randomUUID } from 'node:crypto';
import { createSecret, hashSecret } from '@facet/platform-security';
import type { Knex } from 'knex';
import { revokeAccessTokensOf } from '../auth/access-token-revocation';
import { accountTables } from '../auth/account-tables';
import type { SessionDevice } from '../auth/session-device';
import { browserSessionSeconds, persistentSessionSeconds } from '../session-lifetimes';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  /** A persistent cookie survives the browser; otherwise it ends with it ("stay logged in"). */
  persistent: boolean;
}

interface RefreshTokenRow {
  id: number;
  family_id: string;
  principal_kind: Principal['kind'];
  principal_id: number;
  persistent: boolean;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

async function insertRefreshToken(
  transaction: Knex.Transaction,
  family: Pick<RefreshTokenRow, 'family_id' | 'principal_kind' | 'principal_id' | 'persistent'> & {
    expires_at: Date;
  },
  device: SessionDevice,
): Promise<IssuedRefreshToken> {
  const token = createSecret();
  await transaction('refresh_tokens').insert({
    ...family,
    ...device,
    token_hash: hashSecret(token),
  });
  return { token, expiresAt: family.expires_at, persistent: family.persistent };
}

/**
 * A sign-in: a new token family whose absolute expiry every rotation keeps, recording the device
 * and network it began on.
 */
export function startRefreshFamily(
  transaction: Knex.Transaction,
  principal: Principal,
  persistent: boolean,
  device: SessionDevice,
): Promise<IssuedRefreshToken> {
  const lifetime = persistent ? persistentSessionSeconds : browserSessionSeconds;
  return insertRefreshToken(
    transaction,
    {
      family_id: randomUUID(),
      principal_kind: principal.kind,
      principal_id: principal.id,
      persistent,
      expires_at: new Date(Date.now() + lifetime * 1000),
    },
    device,
  );
}

async function principalStillExists(
  transaction: Knex.Transaction,
  row: RefreshTokenRow,
): Promise<boolean> {
  return Boolean(
    await transaction(accountTables[row.principal_kind])
      .where({ id: row.principal_id })
      .first('id'),
  );
}

export async function revokeRefreshFamily(
  database: Knex | Knex.Transaction,
  familyId: string,
): Promise<void> {
  await database('refresh_tokens')
    .where({ family_id: familyId })
    .whereNull('revoked_at')
    .update({ revoked_at: database.fn.now() });
}

/**
 * Ends every sign-in of a principal but the refresh family `exceptFamily` (the session that
 * asked, which then needs a fresh access token), and every access token issued until now: after
 * a password change or reset, and for other features when an account is deleted or erased.
 */
export async function revokeSessionsOf(
  database: Knex | Knex.Transaction,
  principal: Principal,
  exceptFamily?: string,
): Promise<void> {
  const query = database('refresh_tokens')
    .where({ principal_kind: principal.kind, principal_id: principal.id })
    .whereNull('revoked_at');
  if (exceptFamily) query.whereNot({ family_id: exceptFamily });
  await query.update({ revoked_at: database.fn.now() });
  await revokeAccessTokensOf(database, principal);
}

type Rotation =
  | {
      outcome: 'rotated';
      principal: Principal;
      issued: IssuedRefreshToken;
      familyId: string;
    }
  | { outcome: 'refused' };

/**
 * Exchanges a refresh token for a new one of the same family, which records the device and
 * network of this use (the session's last use). A token presented a second time
 * means it was copied: the whole family is revoked (committed before the 401 is thrown), so
 * neither the thief nor the owner can go on with it.
 */
export async function rotateRefreshToken(
  database: Knex,
  presented: string,
  device: SessionDevice,
): Promise<{ principal: Principal; issued: IssuedRefreshToken; familyId: string }> {
  const rotation = await database.transaction(async (transaction): Promise<Rotation> => {
    const row = await transaction<RefreshTokenRow>('refresh_tokens')
      .where('token_hash', hashSecret(presented))
      .forUpdate()
      .first();
    if (!row || row.revoked_at) return { outcome: 'refused' };
    if (row.used_at) {
      await revokeRefreshFamily(transaction, row.family_id);
      await recordAudit(transaction, {
        actor: { kind: row.principal_kind, id: row.principal_id },
        action: 'session.refresh-token-reused',
        subjectUserId: row.principal_kind === 'user' ? row.principal_id : null,
        details: { family_id: row.family_id },
      });
      return { outcome: 'refused' };
    }
    if (row.expires_at.getTime() <= Date.now() || !(await principalStillExists(transaction, row))) {
      await revokeRefreshFamily(transaction, row.family_id);
      return { outcome: 'refused' };
    }
    await transaction('refresh_tokens')
      .where({ id: row.id })
      .update({ used_at: transaction.fn.now() });
    const issued = await insertRefreshToken(
      transaction,
      {
        family_id: row.family_id,
        principal_kind: row.principal_kind,
        principal_id: row.principal_id,
        persistent: row.persistent,
        expires_at: row.expires_at,
      },
      device,
    );
    return {
      outcome: 'rotated',
      principal: { kind: row.principal_kind, id: row.principal_id },
      issued,
      familyId: row.family_id,
    };
  });
  if (rotation.outcome === 'refused') throw problem(sessionProblems.sessionEnded);
  return rotation;
}

/** The family of a presented token, if it is one of ours (logout, password change). */
export async function familyOfRefreshToken(
  database: Knex | Knex.Transaction,
  presented: string | undefined,
): Promise<string | undefined> {
  if (!presented) return undefined;
  const row = await database('refresh_tokens')
    .where({ token_hash: hashSecret(presented) })
    .first('family_id');
  return row?.family_id;
}

/**
 * Logout: ends the sign-in of the presented token's family and every access token of its
 * principal issued until now. Access tokens name no family, so the principal's other browsers
 * lose theirs too and renew them with their own refresh cookie on their next call.
 */
export async function endSignIn(database: Knex, presented: string | undefined): Promise<void> {
  if (!presented) return;
  await database.transaction(async (transaction) => {
    const row = await transaction('refresh_tokens')
      .where({ token_hash: hashSecret(presented) })
      .first('family_id', 'principal_kind', 'principal_id');
    if (!row) return;
    await revokeRefreshFamily(transaction, row.family_id);
    await revokeAccessTokensOf(transaction, { kind: row.principal_kind, id: row.principal_id });
  });
}
