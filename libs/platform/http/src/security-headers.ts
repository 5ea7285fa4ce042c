import Boom from '@hapi/boom';
import type { Request, ResponseToolkit, Server } from '@hapi/hapi';

export interface ContentSecurityOptions {
  /** Origins besides ours the page may connect to (the error-reporting service's). */
  connectSources?: readonly string[] | undefined;
  /** CSP sources (`'sha256-…'`) of the inline scripts the web build's pages carry. */
  inlineScriptHashes?: readonly string[] | undefined;
}

/**
 * Styles come from vanilla-extract's static CSS, but React Aria sets `style` attributes, hence
 * 'unsafe-inline' for styles only. Scripts load from our own origin, and the few inline ones the
 * web build writes run by their hash alone. The page connects to our origin, and to the
 * error-reporting service's when one is configured.
 */
export const contentSecurityPolicy = ({
  connectSources = [],
  inlineScriptHashes = [],
}: ContentSecurityOptions = {}) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const hstsHeader = 'max-age=31536000; includeSubDomains';

/** HSTS only over TLS: on plain HTTP a browser ignores it, and behind a proxy we trust its word. */
function arrivedOverTls(request: Request, trustProxyTls: boolean): boolean {
  if (request.server.info.protocol === 'https') return true;
  return trustProxyTls && request.headers['x-forwarded-proto'] === 'https';
}

/**
 * The headers of every answer, errors included: registered after the error mapping, which
 * replaces an error with an answer of its own, so they are written on what is really sent.
 */
export function registerSecurityHeaders(
  server: Server,
  options: { trustProxyTls: boolean } & ContentSecurityOptions,
): void {
  const everyResponse = {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  };
  // Written straight into the headers object: `response.header()` parses and merges each name,
  // work that costs every request more than the rest of this step (cost bench).
  server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
    const response = request.response;
    const headers: Record<string, unknown> = Boom.isBoom(response)
      ? response.output.headers
      : response.headers;
    Object.assign(headers, everyResponse);
    headers['x-request-id'] = request.info.id;
    if (arrivedOverTls(request, options.trustProxyTls)) {
      headers['strict-transport-security'] = hstsHeader;
    }
    return h.continue;
  });
}
