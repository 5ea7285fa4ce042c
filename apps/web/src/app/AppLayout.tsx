import { SiteShell } from '@facet/public-site-web';
import { restoreSession, useSession, type SessionState } from '@facet/session-web';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

/** The user or administrator menu calls the API (sign-out), so it comes with the store's chunk. */
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu')).AccountMenu }));

/**
 * Whether someone may be signed in: a session, or the record cached from the last visit while
 * the session is restored. Only then is the account menu's code loaded; a visitor sees the
 * login link and loads none of it.
 */
function mayBeSignedIn(session: SessionState): boolean {
  return session.status === 'restoring'
    ? Boolean(session.cachedUser)
    : session.status !== 'signed-out';
}

/** The layout route: the shared shell around whichever page the router matched. */
export function AppLayout() {
  const session = useSession();
  // As on every load (spec/product.md §4): a stored session is verified, renewed or cleared.
  useEffect(() => {
    void restoreSession();
  }, []);
  return (
    <SiteShell
      sessionArea={
        mayBeSignedIn(session) ? (
          <Suspense fallback={null}>
            <AccountMenu />
          </Suspense>
        ) : undefined
      }
    >
      <Outlet />
      <ScrollRestoration />
    </SiteShell>
  );
}
