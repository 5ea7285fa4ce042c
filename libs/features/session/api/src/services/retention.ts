import type { RetentionRule } from '@facet/platform-db';

/**
 * A refresh token past its expiry opens nothing, yet it names a person and the device and network
 * they used (D97): it goes, and with it what its session recorded.
 */
export const sessionRetentionRules: readonly RetentionRule[] = [
  {
    records: 'refresh tokens past their expiry',
    deleteExpired: (database) =>
      database('refresh_tokens').where('expires_at', '<', database.fn.now()).delete(),
  },
];
