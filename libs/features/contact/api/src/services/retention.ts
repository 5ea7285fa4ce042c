import type { RetentionRule } from '@facet/platform-db';

/**
 * The privacy policy's promise: contact requests are kept for 12 months, counted from the last
 * change, so a request still being handled is not cut short.
 */
export const contactRetentionRules: readonly RetentionRule[] = [
  {
    records: 'contact requests untouched for 12 months',
    deleteExpired: (database) =>
      database('contact_requests').whereRaw(`updated_at < now() - interval '12 months'`).delete(),
  },
];
