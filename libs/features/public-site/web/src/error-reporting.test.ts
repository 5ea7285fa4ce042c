import type { ErrorEvent } from '@sentry/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieConsentStorageKey } from './cookie-consent';
import { withoutIdentifiers, withoutPersonalData } from './error-reporting';

describe('what an error report keeps', () => {
  it('puts ids, tokens and e-mail addresses out of addresses, and drops query strings', () => {
    expect(
      withoutIdentifiers('https://facet.example/register/eyJhbGciOi1234abcdXYZ?lang=es#x'),
    ).toBe('https://facet.example/register/:token');
    expect(withoutIdentifiers('/admin/dashboard/company/12/employee/345')).toBe(
      '/admin/dashboard/company/:id/employee/:id',
    );
    expect(withoutIdentifiers('/invitation/Acme%20Demo/f3a9c1d2e4b5a6978812')).toBe(
      '/invitation/Acme%20Demo/:token',
    );
    expect(withoutIdentifiers('/users/jane%40example.com')).toBe('/users/:email');
    expect(withoutIdentifiers('https://facet.example/assets/start-app-BhLMFl_X.js')).toBe(
      'https://facet.example/assets/start-app-BhLMFl_X.js',
    );
  });

  it('sends no user, request headers, cookies, breadcrumbs or e-mail addresses', () => {
    const event = {
      message: 'Could not invite jane.doe@example.com',
      user: { id: '7', email: 'jane.doe@example.com', ip_address: '{{auto}}' },
      request: {
        url: 'https://facet.example/set-password/a1b2c3d4e5f6a7b8c9d0?email=jane@example.com',
        headers: { cookie: 'lang=es', 'user-agent': 'x' },
        cookies: { lang: 'es' },
      },
      breadcrumbs: [{ message: 'clicked Jane Doe' }],
      extra: { name: 'Jane Doe' },
      exception: {
        values: [
          {
            type: 'Error',
            value: 'No account for jane.doe@example.com',
            stacktrace: { frames: [{ filename: 'https://facet.example/employee/42/result' }] },
          },
        ],
      },
    } as unknown as ErrorEvent;
    const sent = withoutPersonalData(event);
    expect(JSON.stringify(sent)).not.toMatch(/jane|Jane|cookie|user-agent|clicked/);
    expect(sent.request).toEqual({ url: 'https://facet.example/set-password/:token' });
    expect(sent.message).toBe('Could not invite [e-mail]');
    expect(sent.exception?.values?.[0]?.value).toBe('No account for [e-mail]');
    expect(sent.exception?.values?.[0]?.stacktrace?.frames?.[0]?.filename).toBe(
      'https://facet.example/employee/:id/result',
    );
  });
});

describe('starting error reporting', () => {
  // Reporting starts once per page: each case loads the module afresh, as a new page would.
  async function startErrorReporting(): Promise<boolean> {
    const { startErrorReporting: start } = await import('./error-reporting');
    return start();
  }

  afterEach(() => {
    window.localStorage.clear();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('does not even ask for the settings before the visitor accepts analytics', async () => {
    const fetchSettings = vi.fn();
    vi.stubGlobal('fetch', fetchSettings);
    window.localStorage.setItem(cookieConsentStorageKey, '{"analytics":false}');
    expect(await startErrorReporting()).toBe(false);
    window.localStorage.setItem(cookieConsentStorageKey, '"true"');
    expect(await startErrorReporting()).toBe(false);
    expect(fetchSettings).not.toHaveBeenCalled();
  });

  it('stays off after acceptance when the deployment names no DSN', async () => {
    const fetchSettings = vi.fn(async () => Response.json({ errorReportingDsn: null }));
    vi.stubGlobal('fetch', fetchSettings);
    window.localStorage.setItem(cookieConsentStorageKey, '{"analytics":true}');
    expect(await startErrorReporting()).toBe(false);
    expect(fetchSettings).toHaveBeenCalledWith('/api/client-settings');
  });
});
