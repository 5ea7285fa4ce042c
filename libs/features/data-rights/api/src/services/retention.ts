import type { RetentionRule } from '@facet/platform-db';

/**
 * The privacy policy's promise: data-rights requests are kept for 3 years, to prove they were
 * answered, counted from the last change; their messages go with them.
 */
export const dataRightsRetentionRules: readonly RetentionRule[] = [
  {
    records: 'data-rights requests untouched for 3 years',
    deleteExpired: (database) =>
      database('data_rights_requests').whereRaw(`updated_at < now() - interval '3 years'`).delete(),
  },
];
