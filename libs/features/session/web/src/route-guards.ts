import { baseQueryWithRefresh } from '@facet/platform-api-client';
import type { ActingRole } from '@facet/platform-kernel';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginPath } from './session-expiry';
import { restoreSession, sessionStore } from './session-store';

export const adminLoginPath = '/admin';
/** Where a user lands after signing in without a `next` address, and when nowhere else fits. */
export const homePath = '/home';
/** Where a platform administrator lands after signing in. */
export const adminHomePath = '/admin/dashboard';

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** A `next` address to come back to after signing in; only paths of this site. */
export function safeNextPath(next: string | null): string | undefined {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : undefined;
}

/**
 * Calls the API through the app's base query, outside a React component: loaders have no store,
 * but must share its single refresh on 401, because two refreshes with one cookie would look
 * like a stolen token and end the session. The stub stands in for the store the loader lacks.
 */
async function callApi(url: string, method: string): Promise<number | 'network-error'> {
  const controller = new AbortController();
  const answer = await baseQueryWithRefresh(
    { url, method },
    {
      signal: controller.signal,
      abort: () => controller.abort(),
      dispatch: () => undefined,
      getState: () => ({}),
      extra: undefined,
      endpoint: 'routeGuard',
      type: 'query',
    },
    {},
  );
  if (!answer.error) return 200;
  return typeof answer.error.status === 'number' ? answer.error.status : 'network-error';
}

/** Ends the session on the server and in this tab. */
export async function signOut(): Promise<void> {
  try {
    await fetch('/api/logout', { method: 'POST', credentials: 'include' });
  } finally {
    sessionStore.signedOut();
  }
}

/** User routes: a visitor without a session goes to /login and comes back after signing in. */
export async function requireUser({ request }: LoaderFunctionArgs): Promise<null> {
  const session = await restoreSession();
  if (session.status !== 'user') {
    throw redirect(`${loginPath}?next=${encodeURIComponent(pathOf(request))}`);
  }
  return null;
}

function requireCompanyRole(role: ActingRole) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    await requireUser(args);
    const status = await callApi(`/auth/verify-role?role=${role}`, 'POST');
    if (status === 200) return null;
    if (status === 403) {
      // spec/product.md §6: an unauthorised role stays where it was. The browser's address is
      // still the page the person came from while this loader runs; on a first load it is the
      // guarded page itself, so the person goes to their home instead.
      const here = `${window.location.pathname}${window.location.search}`;
      throw redirect(here === pathOf(args.request) ? homePath : here);
    }
    await signOut();
    throw redirect('/');
  };
}

/** Manager routes ask the server whether the role is held; a company admin also passes. */
export const requireManager = requireCompanyRole('manager');

/** Company-admin routes (delete profile or group, release an employee). */
export const requireCompanyAdmin = requireCompanyRole('admin');

/** Platform-admin routes need the administrator session; anyone else goes to /admin. */
export async function requireAdmin(): Promise<null> {
  const session = await restoreSession();
  if (session.status !== 'admin') throw redirect(adminLoginPath);
  return null;
}
