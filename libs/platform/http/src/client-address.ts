import type { Request } from '@hapi/hapi';

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    /** How many proxies of ours stand in front of the API (`TRUST_PROXY_HOPS`). */
    trustedProxyHops: number;
  }
}

/**
 * The network address of whoever sent `request`, for rate limits and logs. Each proxy appends
 * the address it was called from to `X-Forwarded-For`, so only the last `trustedProxyHops`
 * entries were written by our own proxies; anything further left was written by the caller and
 * is never believed. With 0 hops the header is ignored and the socket's address answers.
 */
export function clientAddress(request: Request): string {
  const hops = request.server.app.trustedProxyHops;
  const socketAddress = request.info.remoteAddress;
  if (hops === 0) return socketAddress;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (typeof header === 'string' ? header : '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const chain = [...forwarded, socketAddress];
  // A request that came through fewer proxies than configured answers the furthest one known.
  return chain[Math.max(0, chain.length - 1 - hops)] ?? socketAddress;
}
