import type { PrincipalKind } from '@facet/platform-http';

/** Where each kind of principal's session calls live: a user's under auth, an admin's under admin. */
export const sessionPathOf: Record<PrincipalKind, string> = {
  user: '/api/auth',
  admin: '/api/admin',
};
