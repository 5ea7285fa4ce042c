/** The role that company users' requests run as: it owns no table and has no BYPASSRLS. */
export const apiDatabaseRole = 'facet_api';

/** Transaction-local settings the row-level security policies read (migration 009). */
export const databaseScopeSettings = {
  companyId: 'facet.company_id',
  userId: 'facet.user_id',
} as const;
