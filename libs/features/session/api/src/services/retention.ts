import type { RetentionRule } from '@facet/platform-db';

/**
 * Sign-in records outlive their use by nothing: a refresh token past its expiry opens nothing,
 * and a rate-limit window past its end counts nothing (both name a person or an address).
 */
export const sessionRetentionRules: readonly RetentionRule[] = [
  {
    records: 'refresh tokens past their expiry',
    deleteExpired: (database) =>
      database('refresh_tokens').where('expires_at', '<', database.fn.now()).delete(),
  },
  {
    records: 'rate-limit windows that have ended',
    deleteExpired: (database) =>
      database('rate_limits').where('window_ends_at', '<', database.fn.now()).delete(),
  },
];
