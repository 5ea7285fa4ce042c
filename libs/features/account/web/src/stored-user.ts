import { sessionStore } from '@facet/session-web';

/** spec/product.md §4: a profile update stores the new name in the tab's user record. */
export function storeUserName(name: string): void {
  sessionStore.userChanged({ name });
}

/** 'user' is the session's role of a person without a company, so the panel link disappears. */
export function clearStoredRole(): void {
  sessionStore.userChanged({ role: 'user', company_id: null });
}
