import Boom from '@hapi/boom';
import type { Request, Server } from '@hapi/hapi';
import type { Logger } from 'pino';

/** A path segment that is an e-mail address, raw or percent-encoded. */
const emailSegment = /@|%40/i;
/** Page and call names are lower-case words joined by hyphens; ids are short. */
const nameSegment = /^[a-z]+(-[a-z]+)*$/;
const longestPlainSegment = 15;

/**
 * A path with what may be a credential or personal data replaced: e-mail addresses, and long
 * segments that are not a name (one-time link secrets, signed links, tokens).
 */
export function pathWithoutSecrets(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      if (emailSegment.test(segment)) return '{email}';
      if (segment.length > longestPlainSegment && !nameSegment.test(segment)) return '{secret}';
      return segment;
    })
    .join('/');
}

/**
 * What the log calls a request: its route's template (`/api/arsulipo/export/{token}`), never the
 * path it was called with. Catch-all routes (Hapi's not-found route `/{p*}`, the web app's
 * `/{path*}`) name no call, so there the path is logged without its secrets.
 */
export function loggedRouteOf(request: Request): string {
  const template = request.route.path;
  return template.endsWith('*}') ? pathWithoutSecrets(request.path) : template;
}

/** Paths answered without a log line: a load balancer asks them every few seconds. */
export const unloggedPaths: readonly string[] = ['/api/health'];

/**
 * Exactly one line per answered request (docs/decisions.md, log policy): method, route template,
 * status, response time, and the request id. No header, query string, body or path parameter:
 * they carry tokens, signed links and e-mail addresses (security review findings 3 and 11).
 * These five fields are all the line holds, so it skips the logger's redaction, which would
 * copy the object on every request for nothing: about 20 µs each (cost bench).
 */
export function registerRequestLog(server: Server, logger: Logger): void {
  const requestLines = logger.child({}, { redact: { paths: [] } });
  server.events.on('response', (request) => {
    if (unloggedPaths.includes(request.path)) return;
    const response = request.response;
    const status = Boom.isBoom(response) ? response.output.statusCode : response?.statusCode;
    const { received, responded, completed } = request.info;
    const responseTimeMs = (completed || responded) - received;
    const method = request.method.toUpperCase();
    const route = loggedRouteOf(request);
    requestLines.info(
      { requestId: request.info.id, method, route, status, responseTimeMs },
      `${method} ${route} ${status ?? '-'} ${responseTimeMs} ms`,
    );
  });
}
