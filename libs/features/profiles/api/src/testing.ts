/** Helpers for integration tests of profiles, groups and the features built on them; not shipped. */
import type { ScaleScores } from '@facet/assessment-domain';
import { scoresWith } from '@facet/assessment-domain/testing';
import { seedDemo, type Database } from '@facet/platform-db';
import { createTestServer, type TestServer } from '@facet/platform-testing';
import {
  companySessionPorts,
  grantRetakeLicence,
  lockMembership,
  memberCompany,
} from '@facet/company-api';
import { sessionPlugin } from '@facet/session-api';
import Jwt from '@hapi/jwt';
import type { Server, ServerRegisterPluginObject } from '@hapi/hapi';
import { profilesPlugin } from './plugin';
import type { ProfilesPorts } from './profiles-ports';

export { scoresWith };

/**
 * The profiles' ports as the app passes them, but for the group filter and the position's
 * applicants: the groups feature uses
 * this one, so its tests cannot import it back, and a stand-in reads the group's members as
 * groups' `companyHasGroup` and `groupMemberIds` do (session's tests stand in company's ports alike).
 */
export const profilesTestPorts: ProfilesPorts = {
  companyHasGroup: async (transaction, companyId, groupId) =>
    (await transaction('groups').where({ id: groupId, company_id: companyId }).first('id')) !==
    undefined,
  groupMemberIds: (database, groupId) =>
    database('group_members').where('group_id', groupId).select('user_id'),
  // Hiring's tests start from this server, so it cannot import hiring back: these read a
  // position and its submitted applications as hiring's companyPositionOf and positionApplicants do.
  companyPosition: async (transaction, companyId, positionId) => {
    const row = await transaction('positions')
      .where({ id: positionId, company_id: companyId })
      .first('id', 'name', 'profile_id');
    return (
      row && { position_id: Number(row.id), name: row.name, profile_id: Number(row.profile_id) }
    );
  },
  positionApplicants: (database, companyId, positionId) =>
    database('applications')
      .where({ company_id: companyId, position_id: positionId, status: 'submitted' })
      .whereNotNull('result_id')
      .select('id as application_id', 'user_id', 'result_id', 'applied_at', 'source', 'hired_at'),
  lockMembership,
  grantRetakeLicence,
  memberCompany,
};

const testJwtSecret = 'a-profiles-test-secret-long-enough-for-hs256';
const generous = { attempts: 10_000, windowSeconds: 60 };

/**
 * Session and profiles plugins (and any others) on a fresh database with the demo tenant (Acme
 * Demo), a second company (Globex: gus admin, gina manager, gail employee) and one global
 * profile, "Platform Sales", so every test can try to reach across tenants.
 */
export async function createProfilesTestServer(
  // Plugins of different option types are registered side by side.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  morePlugins: ServerRegisterPluginObject<any>[] = [],
): Promise<TestServer> {
  const testServer = await createTestServer({
    plugins: [
      {
        plugin: sessionPlugin,
        options: {
          jwtSecret: testJwtSecret,
          rateLimits: { loginPerAccount: generous, loginPerAddress: generous },
          ...companySessionPorts,
        },
      },
      { plugin: profilesPlugin, options: { ...profilesTestPorts, cacheEntries: 10 } },
      ...morePlugins,
    ],
  });
  const database = testServer.testDatabase.database;
  await seedDemo(database);
  const [globex] = await database('companies')
    .insert({ name: 'Globex', email: 'hello@globex.example', licences: 3 })
    .returning<{ id: number }[]>('id');
  for (const [name, email, role] of [
    ['Gus Admin', 'gus@globex.example', 'admin'],
    ['Gina Manager', 'gina@globex.example', 'manager'],
    ['Gail Employee', 'gail@globex.example', 'employee'],
  ] as const) {
    const [user] = await database('users')
      .insert({ name, email, lang: 'en' })
      .returning<{ id: number }[]>('id');
    await database('memberships').insert({
      user_id: user!.id,
      company_id: globex!.id,
      role,
      licence_state: 'no',
    });
  }
  await database('profiles').insert({
    company_id: null,
    name: 'Platform Sales',
    min_extraversion: 100,
    max_extraversion: 180,
  });
  return testServer;
}

/** An access token as the session plugin issues it, minted directly (no password hashing). */
export function userToken(userId: number): string {
  return Jwt.token.generate(
    { sub: String(userId), aud: 'facet:user', iss: 'facet' },
    { key: testJwtSecret, algorithm: 'HS256' },
    { ttlSec: 900 },
  );
}

export async function userIdByEmail(database: Database, email: string): Promise<number> {
  const user = await database('users').whereRaw('lower(email) = lower(?)', [email]).first('id');
  if (!user) throw new Error(`No user ${email}`);
  return Number(user.id);
}

export async function companyIdByName(database: Database, name: string): Promise<number> {
  const company = await database('companies').where({ name }).first('id');
  if (!company) throw new Error(`No company ${name}`);
  return Number(company.id);
}

export type Caller = (
  method: string,
  url: string,
  payload?: Record<string, unknown>,
) => Promise<{ statusCode: number; body: Record<string, unknown> & { message?: string } }>;

/** Calls the API as a person of the test database. */
export function callerFor(server: Server, database: Database, email: string): Caller {
  return async (method, url, payload) => {
    const userId = await userIdByEmail(database, email);
    const response = await server.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${userToken(userId)}` },
    });
    return { statusCode: response.statusCode, body: JSON.parse(response.payload || '{}') };
  };
}

/** Stores a finished result of the person, taken under the given company. */
export async function addResult(
  database: Database,
  email: string,
  companyName: string,
  scores: ScaleScores = scoresWith(16),
): Promise<number> {
  const userId = await userIdByEmail(database, email);
  const companyId = await companyIdByName(database, companyName);
  const counted = await database('results')
    .where({ user_id: userId })
    .count<{ count: string }[]>('* as count');
  const [row] = await database('results')
    .insert({
      user_id: userId,
      company_id: companyId,
      number: Number(counted[0]?.count ?? 0) + 1,
      scores: JSON.stringify(scores),
      item_bank_version: 'ipip-neo-240/1',
      norm_version: 'johnson-2014/1',
    })
    .returning<{ id: number }[]>('id');
  return Number(row!.id);
}
