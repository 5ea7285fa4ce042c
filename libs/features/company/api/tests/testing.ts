import { demoPassword, seedDemo } from '@facet/platform-db';
import { hashPassword } from '@facet/platform-security';
import { createTestServer, type TestServer } from '@facet/platform-testing';
import { sessionPlugin } from '@facet/session-api';
import type { Server } from '@hapi/hapi';
import type { Knex } from 'knex';
import { addMember, companyPlugin } from '../src/index';

export { demoPassword };
export const publicUrl = 'https://facet.example';

const generous = { attempts: 10_000, windowSeconds: 60 };

/**
 * Session and company plugins on a fresh database holding the demo tenant (Acme Demo) and a
 * second company, Globex, so every test can try to reach across tenants.
 */
export async function createCompanyTestServer(): Promise<TestServer> {
  const testServer = await createTestServer({
    plugins: [
      {
        plugin: sessionPlugin,
        options: {
          jwtSecret: 'a-test-secret-that-is-long-enough-for-hs256',
          publicUrl,
          joinCompany: addMember,
          rateLimits: {
            loginPerAccount: generous,
            loginPerAddress: generous,
            forgotPasswordPerAccount: generous,
            forgotPasswordPerAddress: generous,
          },
        },
      },
      { plugin: companyPlugin, options: { publicUrl } },
    ],
  });
  const database = testServer.testDatabase.database;
  await seedDemo(database);
  await addCompany(database, {
    name: 'Globex',
    email: 'hello@globex.example',
    licences: 3,
    people: [
      { name: 'Gus Admin', email: 'gus@globex.example', role: 'admin', licence: 'no' },
      { name: 'Gina Manager', email: 'gina@globex.example', role: 'manager', licence: 'no' },
      { name: 'Gail Employee', email: 'gail@globex.example', role: 'employee', licence: 'no' },
    ],
  });
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

export async function addCompany(
  database: Knex,
  company: {
    name: string;
    email: string;
    licences: number;
    people: { name: string; email: string; role: string; licence: string }[];
  },
): Promise<number> {
  const [row] = await database('companies')
    .insert({ name: company.name, email: company.email, licences: company.licences })
    .returning<{ id: number }[]>('id');
  const companyId = Number(row!.id);
  for (const person of company.people) {
    const userId = await addUser(database, { name: person.name, email: person.email });
    await database('memberships').insert({
      user_id: userId,
      company_id: companyId,
      role: person.role,
      licence_state: person.licence,
    });
  }
  return companyId;
}

const tokens = new Map<string, string>();

/** An access token of a seeded person (cached per server and address). */
export async function tokenOf(server: Server, email: string): Promise<string> {
  const key = `${server.info.id}:${email}`;
  const cached = tokens.get(key);
  if (cached) return cached;
  const response = await server.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: demoPassword, termsVersion: '1.0.0', privacyVersion: '1.0.0' },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Login of ${email} answered ${response.statusCode}: ${response.payload}`);
  }
  const token = String((response.result as { token: string }).token);
  tokens.set(key, token);
  return token;
}

export type Caller = (
  method: string,
  url: string,
  payload?: Record<string, unknown>,
) => Promise<{ statusCode: number; body: Record<string, unknown> & { message?: string } }>;

/** Calls the API as a signed-in person. */
export function callerFor(server: Server, email: string): Caller {
  return async (method, url, payload) => {
    const response = await server.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${await tokenOf(server, email)}` },
    });
    return { statusCode: response.statusCode, body: JSON.parse(response.payload || '{}') };
  };
}

/** The link an invitation mail in the outbox carries, and its token. */
export async function invitationLinkOf(
  database: Knex,
  email: string,
): Promise<{ link: string; token: string }> {
  const mail = await database('mail_outbox')
    .where({ kind: 'invitation' })
    .whereRaw('lower(recipient) = lower(?)', [email])
    .orderBy('id', 'desc')
    .first<{ text_body: string }>('text_body');
  const link = mail?.text_body.match(/https:\/\/facet\.example\/\S+/)?.[0];
  if (!link) throw new Error(`No invitation mail for ${email}`);
  return { link, token: decodeURIComponent(link.split('/').at(-1)!) };
}

/** Moves an invitation's clock back, as if it had been sent `seconds` ago. */
export async function ageInvitation(database: Knex, email: string, seconds: number): Promise<void> {
  await database.raw(
    `update invitations set created_at = created_at - ? * interval '1 second',
            expires_at = expires_at - ? * interval '1 second'
      where lower(guest_email) = lower(?)`,
    [seconds, seconds, email],
  );
  await database.raw(
    `update one_time_tokens set expires_at = expires_at - ? * interval '1 second'
      where purpose = 'invitation' and lower(email) = lower(?)`,
    [seconds, email],
  );
}
