import type { PrincipalKind } from '@facet/platform-http';

/** The table holding each kind of principal's account. */
export const accountTables = { user: 'users', admin: 'platform_admins' } as const satisfies Record<
  PrincipalKind,
  string
>;
