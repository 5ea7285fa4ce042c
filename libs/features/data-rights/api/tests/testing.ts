import { demoPassword, seedDemo } from '@facet/platform-db';
import { createTestServer, type TestServer } from '@facet/platform-testing';
import { sessionPlugin } from '@facet/session-api';
import type { Server } from '@hapi/hapi';
import { dataRightsPlugin } from '../src/index';

export const publicUrl = 'https://facet.example';
export const linkSecret = 'a-test-secret-for-data-rights-export-links';
const generous = { attempts: 10_000, windowSeconds: 60 };

/** Session and data-rights plugins on a fresh database holding the demo tenant. */
export async function createDataRightsTestServer(): Promise<TestServer> {
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
      { plugin: dataRightsPlugin, options: { publicUrl, linkSecret } },
    ],
  });
  await seedDemo(testServer.testDatabase.database);
  return testServer;
}

export interface Answer {
  statusCode: number;
  body: Record<string, unknown> & { message?: string };
  payload: string;
  headers: Record<string, unknown>;
}

export type Caller = (method: string, url: string, payload?: object) => Promise<Answer>;

async function signIn(server: Server, url: string, email: string): Promise<string> {
  const response = await server.inject({
    method: 'POST',
    url,
    payload: { email, password: demoPassword, termsVersion: '1.0.0', privacyVersion: '1.0.0' },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Sign-in of ${email} answered ${response.statusCode}: ${response.payload}`);
  }
  return String((response.result as { token: string }).token);
}

function caller(server: Server, token: () => Promise<string | undefined>): Caller {
  return async (method, url, payload) => {
    const bearer = await token();
    const response = await server.inject({
      method,
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
    let body = {};
    try {
      body = JSON.parse(response.payload || '{}');
    } catch {
      body = {};
    }
    return {
      statusCode: response.statusCode,
      body,
      payload: response.payload,
      headers: response.headers,
    };
  };
}

function once(load: () => Promise<string>): () => Promise<string> {
  let token: Promise<string> | undefined;
  return () => (token ??= load());
}

export const userCaller = (server: Server, email: string) =>
  caller(
    server,
    once(() => signIn(server, '/api/auth/login', email)),
  );
export const adminCaller = (server: Server, email = 'admin@facet.example') =>
  caller(
    server,
    once(() => signIn(server, '/api/admin/login', email)),
  );
export const visitorCaller = (server: Server) => caller(server, async () => undefined);

export const accessRequest = {
  name: 'Erin Employee',
  email: 'erin@acme.example',
  right: 'access',
  message: 'Please send me all the data you hold about me.',
  lang: 'en',
};
