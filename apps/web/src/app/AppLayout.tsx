import { useRouteDocumentTitle } from '@facet/platform-web-kit';
import { SiteShell } from '@facet/public-site-web';
import { AppNavigation, restoreSession, useSession, type SessionState } from '@facet/session-web';
import { lazy, memo, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { pageArea } from './AppLayout.css';

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

/**
 * A change of session is an external store's update, which React always renders in one
 * blocking pass; the shell redraws only when what it shows changes, so a visitor's session
 * settling as "signed out" right after hydration does not redraw the whole page.
 */
const StableSiteShell = memo(SiteShell);

/** The shared shell, with the signed-in person's navigation and menu once they are known. */
function AppShell({ children }: { children: ReactNode }) {
  const session = useSession();
  // As on every load (spec/product.md §4): a stored session is verified, renewed or cleared.
  useEffect(() => {
    void restoreSession();
  }, []);
  const signedIn = mayBeSignedIn(session);
  const appNavigation = useMemo(() => (signedIn ? <AppNavigation /> : undefined), [signedIn]);
  const sessionArea = useMemo(
    () =>
      signedIn ? (
        <Suspense fallback={null}>
          <AccountMenu />
        </Suspense>
      ) : undefined,
    [signedIn],
  );
  return (
    <StableSiteShell appNavigation={appNavigation} sessionArea={sessionArea}>
      {children}
    </StableSiteShell>
  );
}

/** The layout route: the shared shell around whichever page the router matched. */
export function AppLayout() {
  useRouteDocumentTitle();
  return (
    <AppShell>
      <div className={pageArea}>
        <Outlet />
      </div>
      <ScrollRestoration />
    </AppShell>
  );
}

/**
 * What shows while the first page's code loads (a signed-in page opened directly): the shell
 * without a page yet, rather than nothing.
 */
export function AppLayoutFallback() {
  return (
    <AppShell>
      <div className={pageArea} />
    </AppShell>
  );
}
