import type { Request, ResponseToolkit, Server } from '@hapi/hapi';
import type { IssuedRefreshToken } from '../services/refresh-tokens';

export const refreshCookieName = 'facet_refresh';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The refresh token cookie (DESIGN §3): HttpOnly, SameSite=Strict, only sent to `/api`, and
 * Secure everywhere but a loopback address, where `npm start` serves plain HTTP.
 */
export function registerRefreshCookie(server: Server): void {
  server.state(refreshCookieName, {
    path: '/api',
    isHttpOnly: true,
    isSameSite: 'Strict',
    isSecure: true,
    encoding: 'none',
    strictHeader: true,
    ignoreErrors: true,
    clearInvalid: true,
  });
}

function isSecureOrigin(request: Request): boolean {
  return !loopbackHosts.has(request.info.hostname);
}

export function setRefreshCookie(
  request: Request,
  h: ResponseToolkit,
  issued: IssuedRefreshToken,
): void {
  h.state(refreshCookieName, issued.token, {
    isSecure: isSecureOrigin(request),
    // Without "stay logged in" the cookie has no expiry and ends with the browser.
    ttl: issued.persistent ? Math.max(0, issued.expiresAt.getTime() - Date.now()) : null,
  });
}

export function clearRefreshCookie(request: Request, h: ResponseToolkit): void {
  h.unstate(refreshCookieName, { isSecure: isSecureOrigin(request) });
}

export function readRefreshCookie(request: Request): string | undefined {
  const value: unknown = request.state[refreshCookieName];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
