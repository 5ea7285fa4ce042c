import { setSessionExpiredHandler } from '@facet/platform-api-client';
import { sessionStore } from './session-store';

/** Where the browser goes when a session ends or is missing (spec/api.md §2). */
export const loginPath = '/login';

let signingOut = false;

/**
 * Runs a sign-out's steps. The server ends the session first, so a call of the page still shown
 * that is answered meanwhile gets a 401 and a refused refresh; that is the sign-out itself, not
 * an expiry, and must not send the person to /login instead of where the sign-out goes.
 */
export async function whileSigningOut(steps: () => Promise<void>): Promise<void> {
  signingOut = true;
  try {
    await steps();
  } finally {
    signingOut = false;
  }
}

/**
 * When a refresh fails (DESIGN §8) the session is over: clear it and go to /login. During the
 * restore at load there is nothing to leave, so the visitor stays on the public page; during a
 * sign-out, or once signed out (a late answer of a call made before), there is nothing to expire.
 * Apart from the route guards, so the app wires it at start without loading the RTK Query api.
 */
export function followSessionExpiry(router: { navigate: (to: string) => unknown }): void {
  setSessionExpiredHandler(() => {
    const { status } = sessionStore.get();
    if (signingOut || status === 'signed-out') return;
    sessionStore.signedOut();
    if (status !== 'restoring') void router.navigate(loginPath);
  });
}
