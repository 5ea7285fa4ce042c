import { setSessionExpiredHandler } from '@facet/platform-api-client';
import { sessionStore } from './session-store';

/** Where the browser goes when a session ends or is missing (spec/api.md §2). */
export const loginPath = '/login';

/**
 * When a refresh fails (DESIGN §8) the session is over: clear it and go to /login. During the
 * restore at load there is nothing to leave, so the visitor stays on the public page. Apart from
 * the route guards, so the app wires it at start without loading the RTK Query api.
 */
export function followSessionExpiry(router: { navigate: (to: string) => unknown }): void {
  setSessionExpiredHandler(() => {
    const wasRestoring = sessionStore.get().status === 'restoring';
    sessionStore.signedOut();
    if (!wasRestoring) void router.navigate(loginPath);
  });
}
