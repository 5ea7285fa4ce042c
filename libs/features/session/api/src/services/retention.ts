import type { RetentionRule } from '@facet/platform-db';

/** A refresh token past its expiry opens nothing, yet it names a person: it goes. */
export const sessionRetentionRules: readonly RetentionRule[] = [
  {
    records: 'refresh tokens past their expiry',
    deleteExpired: (database) =>
      database('refresh_tokens').where('expires_at', '<', database.fn.now()).delete(),
  },
];
