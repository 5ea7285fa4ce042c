import type { Server, ServerRegisterPluginObject } from '@hapi/hapi';
import { createHttpServer, createLogger } from '@facet/platform-http';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestServer {
  server: Server;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

/**
 * A real Hapi server on a fresh database of its own, for `server.inject` tests (STYLE.md, Hapi).
 * Not started: inject needs no port.
 */
export async function createTestServer(
  options: {
    // Plugins of different option types are registered side by side.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    plugins?: ServerRegisterPluginObject<any>[];
    /** `TRUST_PROXY_HOPS` of the server; 0 (the socket's address) unless a test needs proxies. */
    trustProxyHops?: number;
  } = {},
): Promise<TestServer> {
  const testDatabase = await createTestDatabase();
  const server = await createHttpServer({
    port: 0,
    host: '127.0.0.1',
    logger: createLogger({ level: 'silent', service: 'facet-test' }),
    trustProxyTls: false,
    trustProxyHops: options.trustProxyHops,
    database: testDatabase.database,
  });
  for (const plugin of options.plugins ?? []) await server.register(plugin);
  await server.initialize();
  return {
    server,
    testDatabase,
    close: async () => {
      await server.stop();
      await testDatabase.drop();
    },
  };
}
