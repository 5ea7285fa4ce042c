import { problem } from '@facet/platform-http';
import { sessionProblems } from '@facet/session-domain';
import type { Request } from '@hapi/hapi';

/**
 * Refuses a cookie-authenticated call made from another site (ASVS 5.0 V3.5): SameSite=Strict
 * already keeps the cookie off cross-site requests, and the browser's Sec-Fetch-Site and Origin
 * headers are checked as a second line for browsers or proxies that do not honour it.
 */
export function assertSameOriginRequest(request: Request): void {
  const fetchSite: unknown = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw problem(sessionProblems.crossSite);
  }
  const origin: unknown = request.headers.origin;
  if (typeof origin !== 'string') return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw problem(sessionProblems.crossSite);
  }
  if (originHost !== request.info.host) {
    throw problem(sessionProblems.crossSite);
  }
}
