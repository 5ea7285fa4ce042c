import type { Server } from '@hapi/hapi';
import type { Config } from '@facet/platform-config';
import { isDatabaseReachable, type Database } from '@facet/platform-db';
import { createHttpServer, healthPlugin } from '@facet/platform-http';
import type { Logger } from 'pino';
import { webAppPlugin } from './web-app';

export const apiVersion = '0.1.0';

export interface ApiDependencies {
  config: Config;
  database: Database;
  logger: Logger;
}

/** The whole deployment: every feature plugin and the web app, on one Hapi server. */
export async function createApiServer({
  config,
  database,
  logger,
}: ApiDependencies): Promise<Server> {
  const server = await createHttpServer({
    port: config.PORT,
    host: config.HOST,
    logger,
    trustProxyTls: config.TRUST_PROXY_TLS,
    database,
  });
  await server.register({
    plugin: healthPlugin,
    options: { version: apiVersion, isReady: () => isDatabaseReachable(database) },
  });
  await server.register({ plugin: webAppPlugin, options: { distDirectory: config.WEB_DIST_DIR } });
  return server;
}
