import { useIsBrowserRender } from '@facet/design-system';
import { accessTokenStore } from '@facet/platform-api-client';
import type { RefreshAnswer, SessionAdmin, SessionUser } from '@facet/session-domain';
import { useSyncExternalStore } from 'react';

/**
 * Who is signed in in this tab. `restoring` holds the record cached from the last visit while
 * the refresh cookie is asked, so the top bar shows the name without a flash of "Sign in".
 */
export type SessionState =
  | { status: 'restoring'; cachedUser: CachedUser | undefined }
  | { status: 'signed-out' }
  | { status: 'user'; user: SessionUser }
  | { status: 'admin'; admin: SessionAdmin };

/** The non-secret record kept in local storage (spec/product.md §3); never a token. */
export type CachedUser = Pick<SessionUser, 'name' | 'email' | 'role'>;
export const cachedUserStorageKey = 'user';
/** The administrator's stored record (spec/product.md §3): only the e-mail, never a token. */
export const storedAdminStorageKey = 'admin';

function readCachedUser(): CachedUser | undefined {
  try {
    const stored = JSON.parse(
      window.localStorage.getItem(cachedUserStorageKey) ?? 'null',
    ) as unknown;
    if (stored && typeof stored === 'object' && 'email' in stored && 'name' in stored) {
      return stored as CachedUser;
    }
  } catch {
    // A hand-edited or foreign value is simply ignored.
  }
  return undefined;
}

function writeCachedUser(user: CachedUser | undefined): void {
  if (user) {
    const { name, email, role } = user;
    window.localStorage.setItem(cachedUserStorageKey, JSON.stringify({ name, email, role }));
  } else {
    window.localStorage.removeItem(cachedUserStorageKey);
  }
}

function writeStoredAdmin(admin: SessionAdmin | undefined): void {
  if (admin) {
    window.localStorage.setItem(storedAdminStorageKey, JSON.stringify({ email: admin.email }));
  } else {
    window.localStorage.removeItem(storedAdminStorageKey);
  }
}

/**
 * Whether this browser kept a signed-in record. The refresh cookie is httpOnly, so these records
 * are the only sign readable here that a session may exist; without one, the restore asks nothing.
 */
function hasStoredSession(): boolean {
  return (
    readCachedUser() !== undefined || window.localStorage.getItem(storedAdminStorageKey) !== null
  );
}

let state: SessionState = { status: 'restoring', cachedUser: readCachedUser() };
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** After login, accept-terms or a refresh: keeps the token in memory and the record cached. */
  signedIn(
    token: string,
    principal: { user: SessionUser; admin?: never } | { admin: SessionAdmin; user?: never },
  ): void {
    accessTokenStore.set(token);
    if (principal.user) {
      writeCachedUser(principal.user);
      writeStoredAdmin(undefined);
      setState({ status: 'user', user: principal.user });
    } else {
      writeCachedUser(undefined);
      writeStoredAdmin(principal.admin);
      setState({ status: 'admin', admin: principal.admin });
    }
  },
  /** A change to the signed-in person's own record (a rename, leaving the company); the token stays. */
  userChanged(patch: Partial<Pick<SessionUser, 'name' | 'role' | 'company_id'>>): void {
    if (state.status !== 'user') return;
    const user = { ...state.user, ...patch };
    writeCachedUser(user);
    setState({ status: 'user', user });
  },
  signedOut(): void {
    accessTokenStore.set(undefined);
    writeCachedUser(undefined);
    writeStoredAdmin(undefined);
    setState({ status: 'signed-out' });
  },
};

let restoring: Promise<SessionState> | undefined;

/**
 * Restores the session at load from the refresh cookie (DESIGN §3). Every guard and component
 * asking at the same time shares one call, since a second call would replay the rotated cookie.
 * A visitor with no stored record is signed out without a call: a refused refresh on every
 * public page would only fill the console.
 */
export function restoreSession(): Promise<SessionState> {
  if (state.status !== 'restoring') return Promise.resolve(state);
  if (!restoring && !hasStoredSession()) {
    sessionStore.signedOut();
    return Promise.resolve(state);
  }
  restoring ??= (async () => {
    try {
      const response = await fetch('/api/refresh-token', {
        method: 'POST',
        credentials: 'include',
      });
      if (!response.ok) {
        sessionStore.signedOut();
      } else {
        const answer = (await response.json()) as RefreshAnswer;
        sessionStore.signedIn(
          answer.accessToken,
          answer.principal === 'user' ? { user: answer.user } : { admin: answer.admin },
        );
      }
    } catch {
      sessionStore.signedOut();
    }
    return state;
  })().finally(() => {
    restoring = undefined;
  });
  return restoring;
}

/** What a page prerendered as HTML shows: nobody known yet, as for a first visit. */
const prerenderedSession: SessionState = { status: 'restoring', cachedUser: undefined };

/**
 * The session of this tab, re-rendering when it changes. A prerendered page shows nobody until
 * it has hydrated (useIsBrowserRender); the store itself answers alike while hydrating and after,
 * since a store that differed would force one blocking redraw of the whole page.
 */
export function useSession(): SessionState {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  return useIsBrowserRender() ? session : prerenderedSession;
}
