import { accessTokenStore } from '@facet/platform-api-client';
import type { SessionUser } from '@facet/session-domain';
import { sessionStore } from '@facet/session-web';

/**
 * Changes the stored user record of this tab (spec/product.md §4: a profile update stores the new
 * name, leaving a company clears the role). The session store has no partial update, so the
 * record is stored again with the same in-memory token, which also rewrites the cached copy.
 */
function patchStoredUser(patch: Partial<Pick<SessionUser, 'name' | 'role' | 'company_id'>>): void {
  const session = sessionStore.get();
  const token = accessTokenStore.get();
  if (session.status !== 'user' || !token) return;
  sessionStore.signedIn(token, { user: { ...session.user, ...patch } });
}

export function storeUserName(name: string): void {
  patchStoredUser({ name });
}

/** 'user' is the session's role of a person without a company, so the panel link disappears. */
export function clearStoredRole(): void {
  patchStoredUser({ role: 'user', company_id: null });
}
