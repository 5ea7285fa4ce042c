import { baseQueryWithRefresh } from '@facet/platform-api-client';
import { reply, stubApi } from '@facet/platform-testing-web';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followSessionExpiry, whileSigningOut } from './session-expiry';
import { sessionStore } from './session-store';
import { erin } from './test-fixtures';

/** A call of a signed-in page that the server refuses, and a refresh it refuses too. */
async function callRefusedWithItsRefresh(): Promise<void> {
  stubApi({
    'GET /api/groups': reply(401, { message: 'Session ended' }),
    'POST /api/refresh-token': reply(401, { message: 'No session' }),
  });
  const controller = new AbortController();
  await baseQueryWithRefresh(
    { url: '/groups', method: 'GET' },
    {
      signal: controller.signal,
      abort: () => controller.abort(),
      dispatch: () => undefined,
      getState: () => ({}),
      extra: undefined,
      endpoint: 'groups',
      type: 'query',
    },
    {},
  );
}

function signedInFollowingExpiry() {
  const navigate = vi.fn();
  followSessionExpiry({ navigate });
  sessionStore.signedIn('token-1', { user: erin });
  return navigate;
}

afterEach(() => sessionStore.signedOut());

describe('followSessionExpiry', () => {
  it('signs out a person whose refresh is refused and sends them to /login', async () => {
    const navigate = signedInFollowingExpiry();
    await callRefusedWithItsRefresh();
    expect(sessionStore.get().status).toBe('signed-out');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('leaves a person who is signing out on their way when a call of the page is refused meanwhile', async () => {
    const navigate = signedInFollowingExpiry();
    await whileSigningOut(callRefusedWithItsRefresh);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores a refusal that arrives once the person is signed out', async () => {
    const navigate = signedInFollowingExpiry();
    sessionStore.signedOut();
    await callRefusedWithItsRefresh();
    expect(navigate).not.toHaveBeenCalled();
  });
});
