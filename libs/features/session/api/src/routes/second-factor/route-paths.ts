import {
  adminIdOf,
  adminStrategy,
  userIdOf,
  userStrategy,
  type PrincipalKind,
} from '@facet/platform-http';

/** Where each kind of principal's session calls live: a user's under auth, an admin's under admin. */
export const sessionPathOf: Record<PrincipalKind, string> = {
  user: '/api/auth',
  admin: '/api/admin',
};

/** How a signed-in principal of each kind is authenticated, and its id read from the request. */
export const signedInAs = {
  user: { strategy: userStrategy, idOf: userIdOf },
  admin: { strategy: adminStrategy, idOf: adminIdOf },
} as const;
