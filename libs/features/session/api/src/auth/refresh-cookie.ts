import type { Request, ResponseToolkit, Server } from '@hapi/hapi';
import type { IssuedRefreshToken } from '../services/refresh-tokens';

/** The refresh cookie's name and Secure flag, fixed by the configuration at start-up. */
export interface RefreshCookie {
  name: string;
  isSecure: boolean;
}

/**
 * Where people reach the product over HTTPS the cookie is Secure and named with the `__Secure-`
 * prefix, which browsers accept only on a Secure cookie set over HTTPS, so a page on plain HTTP
 * cannot plant or overwrite it (ASVS 5.0 V3.3.1). `__Host-` would also require Path=/ and send the
 * token with every page and asset; the cookie keeps Path=/api instead. Over plain HTTP
 * (`npm start`) the prefix would make browsers drop the cookie, so it has the bare name there.
 * Never decided from the request's Host header, which the client chooses.
 */
export function refreshCookieFor(servedOverHttps: boolean): RefreshCookie {
  return servedOverHttps
    ? { name: '__Secure-facet_refresh', isSecure: true }
    : { name: 'facet_refresh', isSecure: false };
}

/** The refresh token cookie (DESIGN §3): HttpOnly, SameSite=Strict and only sent to `/api`. */
export function registerRefreshCookie(server: Server, cookie: RefreshCookie): void {
  server.state(cookie.name, {
    path: '/api',
    isHttpOnly: true,
    isSameSite: 'Strict',
    isSecure: cookie.isSecure,
    encoding: 'none',
    strictHeader: true,
    ignoreErrors: true,
    clearInvalid: true,
  });
}

export function setRefreshCookie(
  h: ResponseToolkit,
  cookie: RefreshCookie,
  issued: IssuedRefreshToken,
): void {
  h.state(cookie.name, issued.token, {
    // Without "stay logged in" the cookie has no expiry and ends with the browser.
    ttl: issued.persistent ? Math.max(0, issued.expiresAt.getTime() - Date.now()) : null,
  });
}

export function clearRefreshCookie(h: ResponseToolkit, cookie: RefreshCookie): void {
  h.unstate(cookie.name);
}

export function readRefreshCookie(request: Request, cookie: RefreshCookie): string | undefined {
  const value: unknown = request.state[cookie.name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
