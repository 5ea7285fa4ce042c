import { demoPassword } from '@facet/platform-db';
import { hashPassword } from '@facet/platform-security';
import type { CompanyRole, Language, LicenceState } from '@facet/platform-kernel';
import type { Server } from '@hapi/hapi';
import type { Knex } from 'knex';
import { passSecondFactor } from './second-factor';

export const testPublicUrl = 'https://facet.example';

const generous = { attempts: 10_000, windowSeconds: 60 };

/**
 * Options of the session plugin in API tests: a fixed secret, and rate limits no test run reaches,
 * so one file may sign people in as often as it needs.
 */
export const testSessionOptions = {
  jwtSecret: 'a-test-secret-that-is-long-enough-for-hs256',
  publicUrl: testPublicUrl,
  rateLimits: {
    loginPerAccount: generous,
    loginPerAddress: generous,
    loginAttemptsPerAddress: generous,
    forgotPasswordPerAccount: generous,
    forgotPasswordPerAddress: generous,
  },
};

/** A person who signed up with the demo password and accepted the current terms. */
export async function addUser(
  database: Knex,
  person: { name: string; email: string; lang?: Language },
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

/**
 * Adds members of a company (with the licence state, if given) who signed up with the password
 * `passwordOf` (a stored person) has and accepted the current terms; answers their user ids. The
 * stored hash is copied: hashing the password again for each of hundreds of people takes minutes.
 */
export async function addMembersWithPasswordOf(
  database: Knex,
  passwordOf: string,
  membership: { companyId: number; role: CompanyRole; licence?: LicenceState },
  people: { name: string; email: string }[],
): Promise<number[]> {
  const template = await database('users')
    .where({ email: passwordOf })
    .first<{ password_hash: string }>('password_hash');
  if (!template) throw new Error(`${passwordOf} is not stored`);
  const users = await database('users')
    .insert(
      people.map((person) => ({
        ...person,
        lang: 'en',
        password_hash: template.password_hash,
        terms_version: '1.0.0',
        privacy_version: '1.0.0',
        terms_accepted_at: database.fn.now(),
      })),
    )
    .returning<{ id: number }[]>('id');
  await database('memberships').insert(
    users.map((user) => ({
      user_id: user.id,
      company_id: membership.companyId,
      role: membership.role,
      ...(membership.licence && { licence_state: membership.licence }),
    })),
  );
  return users.map((user) => Number(user.id));
}

/** Adds a person to a company with a role and a licence state; answers the user id. */
export async function seedMember(
  database: Knex,
  companyId: number,
  person: { name: string; email: string; role: CompanyRole; licence: LicenceState },
): Promise<number> {
  const userId = await addUser(database, { name: person.name, email: person.email });
  await database('memberships').insert({
    user_id: userId,
    company_id: companyId,
    role: person.role,
    licence_state: person.licence,
  });
  return userId;
}

/** Who signs in: a user (employee, manager or company admin) or a platform admin. */
export type SignInAs = 'user' | 'admin';

/** Signs a seeded person in with the demo password and answers their access token. */
export async function signIn(
  server: Server,
  email: string,
  as: SignInAs = 'user',
): Promise<string> {
  const login = await server.inject({
    method: 'POST',
    url: as === 'admin' ? '/api/admin/login' : '/api/auth/login',
    payload: {
      email,
      password: demoPassword,
      ...(as === 'user' && { termsVersion: '1.0.0', privacyVersion: '1.0.0' }),
    },
  });
  const response = await passSecondFactor(server, as, email, login);
  if (response.statusCode !== 200) {
    throw new Error(`Login of ${email} answered ${response.statusCode}: ${response.payload}`);
  }
  return String((response.result as { token: string }).token);
}

export interface Answer {
  statusCode: number;
  body: Record<string, unknown> & { message?: string };
  payload: string;
  /** The body as bytes, for files such as PDFs. */
  rawPayload: Buffer;
  headers: Record<string, unknown>;
}

export type Caller = (method: string, url: string, payload?: unknown) => Promise<Answer>;

/** Calls the API with the bearer token `token` answers, or with none. */
export function callerWithToken(server: Server, token: () => Promise<string | undefined>): Caller {
  return async (method, url, payload) => {
    const bearer = await token();
    const response = await server.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
    let body: Answer['body'];
    try {
      body = JSON.parse(response.payload || '{}') as Answer['body'];
    } catch {
      body = {};
    }
    return {
      statusCode: response.statusCode,
      body,
      payload: response.payload,
      rawPayload: response.rawPayload,
      headers: response.headers,
    };
  };
}

/** Calls the API as a signed-in person (one sign-in per caller, on its first call). */
export function callerFor(server: Server, email: string, as: SignInAs = 'user'): Caller {
  let token: Promise<string> | undefined;
  return callerWithToken(server, () => (token ??= signIn(server, email, as)));
}

/** Calls the API as nobody signed in. */
export function visitorCaller(server: Server): Caller {
  return callerWithToken(server, () => Promise.resolve(undefined));
}
