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

/**
 * Exactly one line per answered request (docs/decisions.md, log policy): method, route template,
 * status, response time, and the request id its logger is bound to. No header, query string,
 * body or path parameter: they carry tokens, signed links and e-mail addresses (security review
 * findings 3 and 11). Paths whose logging is switched off (health) have a silent logger.
 */
export function registerRequestLog(server: Server, logger: Logger): void {
  server.events.on('response', (request) => {
    // A request refused before hapi-pino's own onRequest step (a NUL byte) has no logger yet.
    const requestLogger: Logger | undefined = request.logger;
    const response = request.response;
    const status = Boom.isBoom(response) ? response.output.statusCode : response?.statusCode;
    const { received, responded, completed } = request.info;
    const responseTimeMs = (completed || responded) - received;
    const method = request.method.toUpperCase();
    const route = loggedRouteOf(request);
    (requestLogger ?? logger.child({ requestId: request.info.id })).info(
      { method, route, status, responseTimeMs },
      `${method} ${route} ${status ?? '-'} ${responseTimeMs} ms`,
    );
  });
}
