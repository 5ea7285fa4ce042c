import { companyPorts } from '@facet/assessment-api/testing';
import { demoPassword, seedDemo } from '@facet/platform-db';
import { hashPassword } from '@facet/platform-security';
import {
  callerFor,
  createTestServer,
  testPublicUrl,
  testSessionOptions,
  type Caller,
  type TestServer,
} from '@facet/platform-testing';
import { companyPlugin, companySessionPorts } from '@facet/company-api';
import { companyHasGroup, groupMemberIds, groupsPlugin } from '@facet/groups-api';
import { profilesPlugin } from '@facet/profiles-api';
import { profilesTestPorts } from '@facet/profiles-api/testing';
import { sessionPlugin } from '@facet/session-api';
import type { Server } from '@hapi/hapi';
import type { Knex } from 'knex';
import { afterAll, beforeAll } from 'vitest';
import { adminPlugin } from '../src/index';

export { addUser, type Caller } from '@facet/platform-testing';
export { demoPassword };
export const publicUrl = testPublicUrl;
export const demoAdminEmail = 'admin@facet.example';

/** Session, company, profiles, groups and admin plugins on a fresh database with the demo tenant. */
export async function createAdminTestServer(): Promise<TestServer> {
  const testServer = await createTestServer({
    plugins: [
      {
        plugin: sessionPlugin,
        options: { ...testSessionOptions, ...companySessionPorts },
      },
      { plugin: companyPlugin, options: { ...companyPorts, publicUrl } },
      // The owners of the profiles and groups operations mount them for the back office too.
      // Profiles' own test ports, with groups' real reads for the group filter.
      {
        plugin: profilesPlugin,
        options: { ...profilesTestPorts, companyHasGroup, groupMemberIds },
      },
      { plugin: groupsPlugin },
      { plugin: adminPlugin, options: { publicUrl } },
    ],
  });
  await seedDemo(testServer.testDatabase.database);
  return testServer;
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

/** Calls the API as a signed-in platform admin (the token is fetched once). */
export function adminCaller(server: Server, email = demoAdminEmail): Caller {
  return callerFor(server, email, 'admin');
}

/** Calls the API as a signed-in user (employee, manager or company admin). */
export function userCaller(server: Server, email: string): Caller {
  return callerFor(server, email);
}

export interface AdminTestFile {
  server(): Server;
  database(): Knex;
  /** The demo platform admin, signed in on the first call. */
  admin: Caller;
  /** The id of the demo tenant, Acme Demo. */
  acmeId(): number;
}

/** Starts the admin test server before the file's tests and closes it after them. */
export function startAdminTestServer(): AdminTestFile {
  let testServer: TestServer | undefined;
  let acmeId: number | undefined;
  const started = () => {
    if (!testServer) throw new Error('The admin test server starts in beforeAll');
    return testServer;
  };
  const database = () => started().testDatabase.database;
  let admin: Caller | undefined;
  beforeAll(async () => {
    testServer = await createAdminTestServer();
    acmeId = await companyIdOf(database(), 'Acme Demo');
  });
  afterAll(() => testServer?.close());
  return {
    server: () => started().server,
    database,
    admin: (...call) => (admin ??= adminCaller(started().server))(...call),
    acmeId: () => acmeId!,
  };
}
