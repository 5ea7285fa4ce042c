import { demoPassword, seedDemo } from '@facet/platform-db';
import type { CompanyRole } from '@facet/platform-kernel';
import { createTestServer, passSecondFactor, type TestServer } from '@facet/platform-testing';
import type { Server } from '@hapi/hapi';
import {
  sessionPlugin,
  type CompanyMembershipOf,
  type JoinCompany,
  type LinkCompanyOf,
  type SecondFactorRequiredOf,
  type SessionPluginOptions,
} from '../src/index';

export { demoPassword };
export const jwtSecret = 'a-test-secret-that-is-long-enough-for-hs256';

/** The company feature's `addMember` as the app passes it (company-api uses this feature). */
const joinCompany: JoinCompany = async (transaction, member) => {
  await transaction('memberships').insert({
    user_id: member.userId,
    company_id: member.companyId,
    role: member.role,
  });
};

/** The company feature's `companyMembershipOf` as the app passes it. */
const companyMembershipOf: CompanyMembershipOf = async (database, userId) => {
  const membership = await database('memberships')
    .where({ user_id: userId })
    .first<{ company_id: number; role: CompanyRole } | undefined>('company_id', 'role');
  return membership && { companyId: membership.company_id, role: membership.role };
};

/** The company feature's `linkCompanyOf` as the app passes it. */
const linkCompanyOf: LinkCompanyOf = async (database, { linkId, companyId }) => {
  const company =
    companyId === null
      ? undefined
      : await database('companies as c')
          .leftJoin('company_branding as b', 'b.company_id', 'c.id')
          .where('c.id', companyId)
          .first<
            { name: string; welcome_line: string | null; logo_key: string | null } | undefined
          >('c.name', 'b.welcome_line', 'b.logo_key');
  const invitation = await database('invitations as i')
    .leftJoin('users as h', 'h.id', 'i.host_user_id')
    .where('i.one_time_token_id', linkId)
    .first<{ status: string; inviter_name: string | null } | undefined>(
      'i.status',
      'h.name as inviter_name',
    );
  return {
    companyName: company?.name ?? null,
    invitationStatus: invitation?.status ?? null,
    inviterName: invitation?.inviter_name ?? null,
    welcomeLine: company?.welcome_line ?? null,
    logoKey: company?.logo_key ?? null,
  };
};

/** The company feature's `secondFactorRequiredOf` as the app passes it. */
const secondFactorRequiredOf: SecondFactorRequiredOf = async (database, userId) => {
  const membership = await database('memberships as m')
    .join('companies as c', 'c.id', 'm.company_id')
    .where('m.user_id', userId)
    .whereIn('m.role', ['admin', 'manager'])
    .first<{ require_second_factor: boolean } | undefined>('c.require_second_factor');
  return membership?.require_second_factor === true;
};

/** What the app passes the session plugin from the company feature, as the tests stand it in. */
export const companyPorts = {
  joinCompany,
  companyMembershipOf,
  linkCompanyOf,
  secondFactorRequiredOf,
};

/** A test server with the session plugin on a fresh database holding the demo tenant. */
export async function createSessionTestServer(
  options: SessionPluginOptions = {},
): Promise<TestServer> {
  const testServer = await createTestServer({
    plugins: [
      {
        plugin: sessionPlugin,
        options: { jwtSecret, publicUrl: 'https://facet.example', ...companyPorts, ...options },
      },
    ],
  });
  await seedDemo(testServer.testDatabase.database);
  return testServer;
}

/** `name=value` of the refresh cookie a response set, or undefined. */
export function refreshCookieOf(response: {
  headers: Record<string, unknown>;
}): string | undefined {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? (header as string[]) : [];
  const cookie = cookies.find((candidate) => candidate.startsWith('facet_refresh='));
  const pair = cookie?.split(';')[0];
  return pair && pair !== 'facet_refresh=' ? pair : undefined;
}

export function setCookieHeaderOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  return (Array.isArray(header) ? (header as string[]) : []).join('\n');
}

let nextAddress = 1;
/** A network address of its own per call site, so per-address limits of tests do not add up. */
export function freshAddress(): string {
  nextAddress += 1;
  return `10.0.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

export async function logIn(
  server: Server,
  credentials: { email: string; password?: string; stayLoggedIn?: boolean },
  path = '/api/auth/login',
): Promise<{ token: string; cookie: string; body: Record<string, unknown> }> {
  const remoteAddress = freshAddress();
  const login = await server.inject({
    method: 'POST',
    url: path,
    remoteAddress,
    payload: {
      email: credentials.email,
      password: credentials.password ?? demoPassword,
      stayLoggedIn: credentials.stayLoggedIn ?? false,
      ...(path === '/api/auth/login' && { termsVersion: '1.0.0', privacyVersion: '1.0.0' }),
    },
  });
  const kind = path === '/api/admin/login' ? 'admin' : 'user';
  const response = await passSecondFactor(server, kind, credentials.email, login, {
    remoteAddress,
  });
  if (response.statusCode !== 200) {
    throw new Error(
      `Login of ${credentials.email} answered ${response.statusCode}: ${response.payload}`,
    );
  }
  const body = response.result as Record<string, unknown>;
  const cookie = refreshCookieOf(response);
  if (!cookie) throw new Error('Login set no refresh cookie');
  return { token: String(body.token), cookie, body };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
