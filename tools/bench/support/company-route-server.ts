import type { Server, ServerRegisterPluginObject } from '@hapi/hapi';
import { companyPorts } from '@facet/assessment-api/testing';
import { companyPlugin, companySessionPorts } from '@facet/company-api';
import { demoPassword, type Database } from '@facet/platform-db';
import { hashPassword } from '@facet/platform-security';
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
          ...companySessionPorts,
        },
      },
      { plugin: companyPlugin, options: companyPorts },
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

/**
 * Adds a manager of `companyId` who signs in with the demo password, signs them in through the
 * real login route and answers their access token.
 */
export async function signedInManagerOf(
  server: Server,
  database: Database,
  companyId: number,
): Promise<string> {
  const email = 'bench-manager@bench.example';
  const [manager] = await database('users')
    .insert({
      name: 'Bench Manager',
      email,
      password_hash: await hashPassword(demoPassword),
      terms_version: '1.0.0',
      privacy_version: '1.0.0',
      terms_accepted_at: database.fn.now(),
    })
    .returning<{ id: number }[]>('id');
  await database('memberships').insert({
    user_id: Number(manager!.id),
    company_id: companyId,
    role: 'manager',
    licence_state: 'no',
  });
  const login = await server.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: demoPassword, termsVersion: '1.0.0', privacyVersion: '1.0.0' },
  });
  if (login.statusCode !== 200) throw new Error(`Login answered ${login.statusCode}`);
  return String((login.result as { token: string }).token);
}
