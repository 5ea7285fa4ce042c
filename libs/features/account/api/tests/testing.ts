import { companyPlugin } from '@facet/company-api';
import { demoPassword, seedDemo } from '@facet/platform-db';
import { hashPassword } from '@facet/platform-security';
import { createTestServer, type TestServer } from '@facet/platform-testing';
import { sessionPlugin } from '@facet/session-api';
import type { Server } from '@hapi/hapi';
import type { Knex } from 'knex';
import { accountPlugin } from '../src/index';

const generous = { attempts: 10_000, windowSeconds: 60 };

/**
 * Session, company and account plugins on a fresh database holding the demo tenant (Acme Demo)
 * and Nora, who belongs to no company. The company plugin is there to check what the company
 * still sees of someone who left.
 */
export async function createAccountTestServer(): Promise<TestServer> {
  const testServer = await createTestServer({
    plugins: [
      {
        plugin: sessionPlugin,
        options: {
          jwtSecret: 'a-test-secret-that-is-long-enough-for-hs256',
          publicUrl: 'https://facet.example',
          rateLimits: {
            loginPerAccount: generous,
            loginPerAddress: generous,
            forgotPasswordPerAccount: generous,
            forgotPasswordPerAddress: generous,
          },
        },
      },
      { plugin: companyPlugin, options: { publicUrl: 'https://facet.example' } },
      { plugin: accountPlugin },
    ],
  });
  const database = testServer.testDatabase.database;
  await seedDemo(database);
  await addUser(database, { name: 'Nora Nobody', email: 'nora@free.example' });
  return testServer;
}

export async function addUser(
  database: Knex,
  person: { name: string; email: string },
): Promise<number> {
  const [user] = await database('users')
    .insert({
      ...person,
      password_hash: await hashPassword(demoPassword),
      terms_version: '1.0.0',
      privacy_version: '1.0.0',
      terms_accepted_at: database.fn.now(),
    })
    .returning<{ id: number }[]>('id');
  return Number(user!.id);
}

export type Caller = (
  method: string,
  url: string,
  payload?: Record<string, unknown>,
) => Promise<{ statusCode: number; body: Record<string, unknown> & { message?: string } }>;

/** Calls the API as a signed-in person (one login per caller). */
export function callerFor(server: Server, email: string): Caller {
  let token: string | undefined;
  return async (method, url, payload) => {
    if (!token) {
      const login = await server.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: demoPassword, termsVersion: '1.0.0', privacyVersion: '1.0.0' },
      });
      if (login.statusCode !== 200) {
        throw new Error(`Login of ${email} answered ${login.statusCode}: ${login.payload}`);
      }
      token = String((login.result as { token: string }).token);
    }
    const response = await server.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    return { statusCode: response.statusCode, body: JSON.parse(response.payload || '{}') };
  };
}
