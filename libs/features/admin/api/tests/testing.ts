import { demoPassword, seedDemo } from '@facet/platform-db';
import { hashPassword } from '@facet/platform-security';
import { createTestServer, type TestServer } from '@facet/platform-testing';
import { companyPlugin } from '@facet/company-api';
import { sessionPlugin } from '@facet/session-api';
import type { Server } from '@hapi/hapi';
import type { Knex } from 'knex';
import { adminPlugin } from '../src/index';

export { demoPassword };
export const publicUrl = 'https://facet.example';
export const demoAdminEmail = 'admin@facet.example';

const generous = { attempts: 10_000, windowSeconds: 60 };

/** Session, company and admin plugins on a fresh database holding the demo tenant. */
export async function createAdminTestServer(): Promise<TestServer> {
  const testServer = await createTestServer({
    plugins: [
      {
        plugin: sessionPlugin,
        options: {
          jwtSecret: 'a-test-secret-that-is-long-enough-for-hs256',
          publicUrl,
          rateLimits: {
            loginPerAccount: generous,
            loginPerAddress: generous,
            forgotPasswordPerAccount: generous,
            forgotPasswordPerAddress: generous,
          },
        },
      },
      { plugin: companyPlugin, options: { publicUrl } },
      { plugin: adminPlugin, options: { publicUrl } },
    ],
  });
  await seedDemo(testServer.testDatabase.database);
  return testServer;
}

export async function addUser(
  database: Knex,
  person: { name: string; email: string; lang?: string },
): Promise<number> {
  const [user] = await database('users')
    .insert({ lang: 'en', ...person, password_hash: await hashPassword(demoPassword) })
    .returning<{ id: number }[]>('id');
  return Number(user!.id);
}

export async function addPlatformAdmin(
  database: Knex,
  admin: { name: string; email: string },
): Promise<number> {
  const [row] = await database('platform_admins')
    .insert({ ...admin, password_hash: await hashPassword(demoPassword) })
    .returning<{ id: number }[]>('id');
  return Number(row!.id);
}

export async function companyIdOf(database: Knex, name: string): Promise<number> {
  const company = await database('companies').where({ name }).first('id');
  if (!company) throw new Error(`No company ${name}`);
  return Number(company.id);
}

async function tokenOf(server: Server, email: string, kind: 'user' | 'admin'): Promise<string> {
  const response = await server.inject({
    method: 'POST',
    url: kind === 'admin' ? '/api/admin/login' : '/api/auth/login',
    payload: {
      email,
      password: demoPassword,
      ...(kind === 'user' && { termsVersion: '1.0.0', privacyVersion: '1.0.0' }),
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Login of ${email} answered ${response.statusCode}: ${response.payload}`);
  }
  return String((response.result as { token: string }).token);
}

export type Caller = (
  method: string,
  url: string,
  payload?: unknown,
) => Promise<{ statusCode: number; body: Record<string, unknown> & { message?: string } }>;

function callerWith(server: Server, token: () => Promise<string>): Caller {
  return async (method, url, payload) => {
    const response = await server.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: { authorization: `Bearer ${await token()}` },
    });
    return { statusCode: response.statusCode, body: JSON.parse(response.payload || '{}') };
  };
}

/** Calls the API as a signed-in platform admin (the token is fetched once). */
export function adminCaller(server: Server, email = demoAdminEmail): Caller {
  let token: Promise<string> | undefined;
  return callerWith(server, () => (token ??= tokenOf(server, email, 'admin')));
}

/** Calls the API as a signed-in user (employee, manager or company admin). */
export function userCaller(server: Server, email: string): Caller {
  let token: Promise<string> | undefined;
  return callerWith(server, () => (token ??= tokenOf(server, email, 'user')));
}
