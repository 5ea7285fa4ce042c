import { randomUUID } from 'node:crypto';
import type { Database } from '@facet/platform-db';
import Boom from '@hapi/boom';
import Hapi, { type Server } from '@hapi/hapi';
import hapiPino from 'hapi-pino';
import type { Logger } from 'pino';
import { disallowedCharacterMessage, registerErrorMapping } from './error-mapping';
import { registerRequestLog, unloggedPaths } from './request-log';
import { registerSecurityHeaders } from './security-headers';

export interface HttpServerOptions {
  port: number;
  host: string;
  /** From `createLogger`, which redacts credentials. */
  logger: Logger;
  trustProxyTls: boolean;
  /** Proxies of ours in front of the API whose `X-Forwarded-For` entries are believed; 0 none. */
  trustProxyHops?: number;
  database: Database;
  /** Origins besides ours the web app may connect to (the error-reporting service's). */
  connectSources?: readonly string[];
  /** CSP sources of the web build's inline scripts (`inlineScriptHashesOf` in the API app). */
  inlineScriptHashes?: readonly string[];
}

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    /** The knex instance every service runs its transactions on. */
    database: Database;
  }
}

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The Hapi server every deployment and integration test starts from: request ids, logging,
 * the error mapping, and the headers of every answer (security headers, request id, no-store).
 * Features add themselves as plugins.
 */
export async function createHttpServer(options: HttpServerOptions): Promise<Server> {
  const server = Hapi.server({
    port: options.port,
    host: options.host,
    router: { stripTrailingSlash: true },
    routes: {
      validate: {
        // Hapi hides validation messages by default; ours are written for people.
        failAction: (_request, _h, error) => {
          throw error ?? Boom.badRequest();
        },
      },
      payload: { maxBytes: 1_048_576 },
      security: false,
      // Answers hold personal data, results or secrets unless a route says otherwise: nothing is
      // stored by a browser or a proxy by default, errors included (security review N6). A
      // public, cacheable route sets its own `cache.otherwise` or Cache-Control.
      cache: { otherwise: 'no-store' },
    },
    // A load balancer's request id is kept so one request can be followed across services.
    info: { remote: true },
  });

  server.app.database = options.database;
  server.app.trustedProxyHops = options.trustProxyHops ?? 0;

  server.ext('onRequest', (request, h) => {
    const incoming = request.headers['x-request-id'];
    (request.info as { id: string }).id =
      typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    // No file, page or record is named with a NUL byte, and the file system refuses one with an
    // exception rather than "not found"; so such a path is a client error before any route runs.
    if (/%00/i.test(request.url.pathname) || request.path.includes('\0')) {
      throw Boom.badRequest(disallowedCharacterMessage);
    }
    return h.continue;
  });

  // hapi-pino gives each request a logger bound to its id and writes `request.log` and server
  // events; the request line is our own (request-log.ts), and redaction is on the logger itself
  // (createLogger), since hapi-pino ignores `redact` when given an instance. A handler's failure
  // is logged once, by the error mapping.
  await server.register({
    plugin: hapiPino,
    options: {
      instance: options.logger,
      logRequestComplete: false,
      logEvents: ['onPostStart', 'onPostStop'],
      ignorePaths: [...unloggedPaths],
      getChildBindings: (request) => ({ requestId: request.info.id }),
    },
  });
  registerRequestLog(server, options.logger);

  // In this order: the error mapping answers with a response of its own, so the headers are
  // written on the final answer, errors included (security review N5).
  registerErrorMapping(server);
  registerSecurityHeaders(server, {
    trustProxyTls: options.trustProxyTls,
    connectSources: options.connectSources,
    inlineScriptHashes: options.inlineScriptHashes,
  });
  return server;
}
