import type { ServerRegisterPluginObject } from '@hapi/hapi';
import { companyPlugin } from '@facet/company-api';
import {
  createTestServer,
  locateTestPostgres,
  testDatabaseUrlVariable,
  type TestServer,
} from '@facet/platform-testing';
import { sessionPlugin } from '@facet/session-api';

/** A bench signs in as often as it likes: the login limits are far above any bench's calls. */
const generous = { attempts: 10_000, windowSeconds: 60 };

/**
 * A test server with sign-in and the company routes (and `morePlugins`) on a fresh database of
 * the bench's own PostgreSQL (`postgresPort` when none runs on 5432), for `server.inject` benches.
 * `close` also stops a PostgreSQL the bench started.
 */
export async function startCompanyRouteServer(
  postgresPort: number,
  // Plugins of different option types are registered side by side, as createTestServer takes them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  morePlugins: ServerRegisterPluginObject<any>[] = [],
): Promise<TestServer> {
  const postgres = await locateTestPostgres(postgresPort);
  process.env[testDatabaseUrlVariable] = postgres.url;
  const testServer = await createTestServer({
    plugins: [
      {
        plugin: sessionPlugin,
        options: {
          jwtSecret: 'a-bench-secret-that-is-long-enough-for-hs256',
          rateLimits: { loginPerAccount: generous, loginPerAddress: generous },
        },
      },
      { plugin: companyPlugin },
      ...morePlugins,
    ],
  });
  return {
    ...testServer,
    close: async () => {
      await testServer.close();
      await postgres.stop();
    },
  };
}
