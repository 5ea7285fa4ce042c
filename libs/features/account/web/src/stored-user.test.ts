import { accessTokenStore } from '@facet/platform-api-client';
import { sessionStore } from '@facet/session-web';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredRole, storeUserName } from './stored-user';

const manager = {
  id: 2,
  name: 'Mario Manager',
  email: 'mario@acme.example',
  role: 'manager' as const,
  lang: 'es' as const,
  company_id: 1,
};

afterEach(() => sessionStore.signedOut());

describe('stored user record', () => {
  it('stores a new name at once, in the session and in local storage', () => {
    sessionStore.signedIn('token', { user: manager });
    storeUserName('Mario Núñez');
    const session = sessionStore.get();
    expect(session.status === 'user' && session.user.name).toBe('Mario Núñez');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
      name: 'Mario Núñez',
      role: 'manager',
    });
    expect(accessTokenStore.get()).toBe('token');
  });

  it('clears the role after leaving, so the company panel link is gone', () => {
    sessionStore.signedIn('token', { user: manager });
    clearStoredRole();
    const session = sessionStore.get();
    expect(session.status === 'user' && session.user).toMatchObject({
      role: 'user',
      company_id: null,
    });
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').role).toBe('user');
  });

  it('changes nothing for a visitor', () => {
    sessionStore.signedOut();
    storeUserName('Nobody');
    expect(sessionStore.get().status).toBe('signed-out');
  });
});
