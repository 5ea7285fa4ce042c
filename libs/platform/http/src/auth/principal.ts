import type { AppCredentials, Request, UserCredentials } from '@hapi/hapi';
import { accessProblems } from '@facet/platform-kernel';
import { problem } from '../error-mapping';

export type PrincipalKind = 'user' | 'admin';

/** Who a valid access token speaks for; routes read it with `userIdOf` / `adminIdOf`. */
export interface Principal {
  kind: PrincipalKind;
  id: number;
}

declare module '@hapi/hapi' {
  // Same type parameters as Hapi's declaration, so the two merge; they are not used here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface AuthCredentials<AuthUser = UserCredentials, AuthApp = AppCredentials> {
    principal?: Principal;
  }
}

/**
 * The two strategies features name in `options: { auth: 'user' }` or `'admin'`.
 * Each accepts only tokens of its own audience, so a user token never opens an admin route.
 */
export const userStrategy = 'user';
export const adminStrategy = 'admin';

function principalOf(request: Request, kind: PrincipalKind): number {
  const principal = request.auth.credentials?.principal;
  if (!principal || principal.kind !== kind) {
    throw problem(accessProblems.signInAgain);
  }
  return principal.id;
}

/** The signed-in user of a route behind the 'user' strategy. */
export function userIdOf(request: Request): number {
  return principalOf(request, 'user');
}

/** The signed-in platform admin of a route behind the 'admin' strategy. */
export function adminIdOf(request: Request): number {
  return principalOf(request, 'admin');
}

/**
 * The signed-in platform admin of a back-office route, once the admin is known to still exist:
 * the token check may trust what it read about an admin for a few seconds per instance, and the
 * back office, where admins delete each other, checks on every call (401 otherwise).
 */
export async function signedInAdminIdOf(request: Request): Promise<number> {
  const adminId = adminIdOf(request);
  const admin = await request.server.app
    .database('platform_admins')
    .where({ id: adminId })
    .first('id');
  if (!admin) throw problem(accessProblems.signInAgain);
  return adminId;
}
