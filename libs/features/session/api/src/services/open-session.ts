import { issueAccessToken, type Principal } from '@facet/platform-http';
import type { Knex } from 'knex';
import type { SessionDevice } from '../auth/session-device';
import {
  familyOfRefreshToken,
  revokeRefreshFamily,
  startRefreshFamily,
  type IssuedRefreshToken,
} from './refresh-tokens';

export interface OpenedSession {
  accessToken: string;
  refresh: IssuedRefreshToken;
}

/**
 * Signs a principal in: a new refresh family and an access token. One browser holds one
 * sign-in, so the family of the cookie it still sent (another user, or an admin) is revoked.
 */
export function openSession(
  database: Knex,
  jwtSecret: string,
  principal: Principal,
  options: {
    persistent: boolean;
    previousRefreshToken: string | undefined;
    device: SessionDevice;
  },
): Promise<OpenedSession> {
  return database.transaction(async (transaction) => {
    const previousFamily = await familyOfRefreshToken(transaction, options.previousRefreshToken);
    if (previousFamily) await revokeRefreshFamily(transaction, previousFamily);
    const refresh = await startRefreshFamily(
      transaction,
      principal,
      options.persistent,
      options.device,
    );
    return { accessToken: issueAccessToken(jwtSecret, principal), refresh };
  });
}
