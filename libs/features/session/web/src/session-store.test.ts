import { accessTokenStore } from '@facet/platform-api-client';
import { reply, stubApi } from '@facet/platform-testing-web';
import { afterEach, describe, expect, it, vi } from 'vitest';

const user = {
  id: 3,
  name: 'Erin Employee',
  email: 'erin@acme.example',
  role: 'employee',
  lang: 'en',
  company_id: 1,
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
  window.localStorage.clear();
});

describe('restoreSession', () => {
  it('asks the refresh cookie once for every caller, keeps the token in memory only', async () => {
    window.localStorage.setItem(
      'user',
      JSON.stringify({ name: 'Erin', email: 'erin@acme.example', role: 'employee' }),
    );
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ accessToken: 'access-1', principal: 'user', user }), {
        status: 200,
      }),
    );
    const { restoreSession, sessionStore } = await import('./session-store');
    const sessions = await Promise.all([restoreSession(), restoreSession(), restoreSession()]);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(sessions.every((session) => session.status === 'user')).toBe(true);
    expect(sessionStore.get()).toMatchObject({ status: 'user', user: { name: 'Erin Employee' } });
    expect(accessTokenStore.get()).toBe('access-1');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toEqual({
      name: 'Erin Employee',
      email: 'erin@acme.example',
      role: 'employee',
    });
    expect(window.localStorage.getItem('user')).not.toContain('access-1');
  });

  it('signs out and forgets the cached user when the cookie is refused', async () => {
    window.localStorage.setItem(
      'user',
      JSON.stringify({ name: 'Old', email: 'old@x.example', role: 'employee' }),
    );
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 401 }));
    const { restoreSession } = await import('./session-store');
    expect(await restoreSession()).toEqual({ status: 'signed-out' });
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('signs a visitor with no stored record out without asking the server', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const { restoreSession } = await import('./session-store');
    expect(await restoreSession()).toEqual({ status: 'signed-out' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the administrator's e-mail as the sign to restore on the next load", async () => {
    const { sessionStore } = await import('./session-store');
    sessionStore.signedIn('admin-token', {
      admin: { id: 1, name: 'Ada Admin', email: 'ada@facet.example' },
    });
    expect(window.localStorage.getItem('admin')).toBe('{"email":"ada@facet.example"}');
    sessionStore.signedOut();
    expect(window.localStorage.getItem('admin')).toBeNull();
  });
});

describe('requireUser', () => {
  it('sends a visitor without a session to /login and back afterwards', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 401 }));
    const { requireUser } = await import('./route-guards');
    const attempt = requireUser({
      request: new Request('http://localhost/diagnostic?page=2'),
      params: {},
      context: {},
    } as Parameters<typeof requireUser>[0]);
    const redirect = (await attempt.catch((thrown: unknown) => thrown)) as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/login?next=%2Fdiagnostic%3Fpage%3D2');
  });

  it('sends a refused role opening a manager page directly to its home', async () => {
    window.localStorage.setItem(
      'user',
      JSON.stringify({ name: 'Erin', email: 'erin@acme.example', role: 'employee' }),
    );
    stubApi({
      'POST /api/refresh-token': reply(200, { accessToken: 'access-1', principal: 'user', user }),
      'POST /api/auth/verify-role': reply(403, { message: 'Forbidden' }),
    });
    window.history.pushState({}, '', '/company-panel');
    const { requireManager } = await import('./route-guards');
    const attempt = requireManager({
      request: new Request('http://localhost/company-panel'),
      params: {},
      context: {},
    } as Parameters<typeof requireManager>[0]);
    const redirect = (await attempt.catch((thrown: unknown) => thrown)) as Response;
    expect(redirect.headers.get('location')).toBe('/home');
    window.history.pushState({}, '', '/');
  });

  it('keeps next addresses on this site', async () => {
    const { safeNextPath } = await import('./route-guards');
    expect(safeNextPath('/company-panel')).toBe('/company-panel');
    expect(safeNextPath('//evil.example')).toBeUndefined();
    expect(safeNextPath('https://evil.example')).toBeUndefined();
  });
});
