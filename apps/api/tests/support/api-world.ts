import { items } from '@facet/assessment-domain';
import { loadConfig } from '@facet/platform-config';
import { demoAdmin, seedDemo, type Database } from '@facet/platform-db';
import {
  addMembersWithPasswordOf,
  createTestDatabase,
  type TestDatabase,
} from '@facet/platform-testing';
import type { Server, ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi';
import pino from 'pino';
import { createApiServer } from '../../src/server';
import { signIn } from './sign-in';

/** Who calls: nobody, the demo tenant's people, a manager of another company, a platform admin. */
export const principals = [
  'visitor',
  'employee',
  'candidate',
  'manager',
  'companyAdmin',
  'otherManager',
  'platformAdmin',
] as const;
export type Principal = (typeof principals)[number];
export type SignedInPrincipal = Exclude<Principal, 'visitor'>;

/** Company A is the demo tenant (Acme Demo); company B is built here with people of its own. */
export const companyAPeople = {
  employee: 'erin@acme.example',
  candidate: 'carla@acme.example',
  manager: 'mario@acme.example',
  companyAdmin: 'alicia@acme.example',
  otherEmployee: 'joao@acme.example',
} as const;

export const companyBPeople = {
  admin: 'bea.admin@globex.example',
  manager: 'bruno.manager@globex.example',
  employee: 'berta.employee@globex.example',
} as const;

export interface CompanyFixtures {
  id: number;
  profileId: number;
  /** A group with the employee in it. */
  groupId: number;
  /** A group without members, so toggling its licences changes nobody's. */
  emptyGroupId: number;
  employeeResultId: number;
  pendingGuest: string;
  /** An open position (D90), with one seat. */
  positionId: number;
  /** A closed position and its link's token: applying to it is refused whoever may apply. */
  closedPositionId: number;
  closedPositionToken: string;
}

export interface ApiWorld {
  server: Server;
  database: Database;
  tokens: Record<SignedInPrincipal, string>;
  companyBAdminToken: string;
  companyA: CompanyFixtures & { employeeRequestId: number };
  companyB: CompanyFixtures;
  /** A request as `principal`, with its bearer token unless a visitor. */
  call(principal: Principal, options: ServerInjectOptions): Promise<ServerInjectResponse>;
  close(): Promise<void>;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function expectStatus(
  response: ServerInjectResponse,
  expected: number,
  what: string,
): ServerInjectResponse {
  if (response.statusCode !== expected) {
    throw new Error(`${what} answered ${response.statusCode}: ${response.payload}`);
  }
  return response;
}

async function signInToken(server: Server, email: string, kind: 'user' | 'admin'): Promise<string> {
  return (await signIn(server, email, kind)).token;
}

/** Company B, straight into the database: an admin, a manager and an employee, 10 licences. */
async function createCompanyB(database: Database): Promise<number> {
  const [company] = await database('companies')
    .insert({ name: 'Globex Other', email: 'hello@globex.example', licences: 10 })
    .returning<{ id: number }[]>('id');
  if (!company) throw new Error('Company B was not created');
  const people = [
    { email: companyBPeople.admin, name: 'Bea Admin', role: 'admin' },
    { email: companyBPeople.manager, name: 'Bruno Manager', role: 'manager' },
    { email: companyBPeople.employee, name: 'Berta Employee', role: 'employee' },
  ] as const;
  for (const { role, ...person } of people) {
    await addMembersWithPasswordOf(
      database,
      companyAPeople.companyAdmin,
      { companyId: company.id, role, licence: 'yes' },
      [person],
    );
  }
  return company.id;
}

/** Launches, consents, answers all 240 items and finishes; answers the new result's id. */
export async function completeAssessment(server: Server, token: string): Promise<number> {
  const headers = bearer(token);
  expectStatus(
    await server.inject({
      method: 'POST',
      url: '/api/diagnoses/launch',
      headers,
      payload: { lang: 'en' },
    }),
    200,
    'Launch',
  );
  await server.inject({
    method: 'POST',
    url: '/api/diagnoses/consent',
    headers,
    payload: { consents: true, version: '1.0.0' },
  });
  const responses = items.map((item, index) => ({
    question_id: item.id,
    answer: index % 3 === 0 ? 'agree' : 'neutral',
  }));
  const finish = expectStatus(
    await server.inject({
      method: 'PATCH',
      url: '/api/diagnoses/submit',
      headers,
      payload: { responses, lang: 'en', finish: true },
    }),
    200,
    'Finishing the assessment',
  );
  return (finish.result as { result_id: number }).result_id;
}

/** A profile, a group holding `member`, an empty group and a pending invitation, by the API. */
async function createCompanyContent(
  server: Server,
  adminToken: string,
  label: string,
  member: string,
): Promise<Omit<CompanyFixtures, 'id' | 'employeeResultId'>> {
  const headers = bearer(adminToken);
  const profile = expectStatus(
    await server.inject({
      method: 'POST',
      url: '/api/profiles/create-profile',
      headers,
      payload: { name: `${label} sales lead`, min_anxiety: 2, max_anxiety: 20 },
    }),
    201,
    `Creating the profile of ${label}`,
  );
  const profileId = (profile.result as { profile: { profile_id: number } }).profile.profile_id;
  const group = async (name: string) => {
    const response = expectStatus(
      await server.inject({
        method: 'POST',
        url: '/api/groups/create-group',
        headers,
        payload: { name, profile_id: profileId },
      }),
      201,
      `Creating the group ${name}`,
    );
    return (response.result as { group: { group_id: number } }).group.group_id;
  };
  const groupId = await group(`${label} team`);
  const emptyGroupId = await group(`${label} empty team`);
  expectStatus(
    await server.inject({
      method: 'PATCH',
      url: '/api/groups/add-member',
      headers,
      payload: { group_id: groupId, email: member },
    }),
    200,
    `Adding ${member} to the group of ${label}`,
  );
  const pendingGuest = `pending-${label.toLowerCase()}@invitee.example`;
  expectStatus(
    await server.inject({
      method: 'POST',
      url: '/api/companies/invite',
      headers,
      payload: { guest: pendingGuest, role: 'employee', lang: 'en' },
    }),
    201,
    `Inviting ${pendingGuest}`,
  );
  const position = async (name: string) => {
    const response = expectStatus(
      await server.inject({
        method: 'POST',
        url: '/api/hiring/positions',
        headers,
        payload: { name, profileId, languages: ['en'], candidateCap: 1 },
      }),
      201,
      `Creating the position ${name} of ${label}`,
    );
    return (response.result as { position: { id: number; publicToken: string } }).position;
  };
  const positionId = (await position(`${label} analyst`)).id;
  const closedPosition = await position(`${label} closed analyst`);
  expectStatus(
    await server.inject({
      method: 'POST',
      url: `/api/hiring/positions/${closedPosition.id}/close`,
      headers,
    }),
    200,
    `Closing a position of ${label}`,
  );
  return {
    profileId,
    groupId,
    emptyGroupId,
    pendingGuest,
    positionId,
    closedPositionId: closedPosition.id,
    closedPositionToken: closedPosition.publicToken,
  };
}

/**
 * The whole deployment (`createApiServer`) on a fresh database with the demo tenant and a second
 * company, each with a profile, groups, an invitation and one finished result; every principal
 * signs in once (the login limit is 5 per account in 15 minutes, tokens last 15 minutes).
 */
export async function createApiWorld(
  /** Settings on top of the test defaults, as the environment would give them. */
  environment: Record<string, string> = {},
): Promise<ApiWorld> {
  const testDatabase: TestDatabase = await createTestDatabase();
  const { database } = testDatabase;
  const server = await createApiServer({
    config: loadConfig({ PORT: '0', PUBLIC_URL: 'http://facet.test', ...environment }),
    database,
    logger: pino({ level: 'silent' }),
  });
  await server.initialize();
  await seedDemo(database);
  const companyBId = await createCompanyB(database);
  const companyA = await database('companies')
    .where({ name: 'Acme Demo' })
    .first<{ id: number }>('id');
  if (!companyA) throw new Error('The demo company is missing');

  const tokens: Record<SignedInPrincipal, string> = {
    employee: await signInToken(server, companyAPeople.employee, 'user'),
    candidate: await signInToken(server, companyAPeople.candidate, 'user'),
    manager: await signInToken(server, companyAPeople.manager, 'user'),
    companyAdmin: await signInToken(server, companyAPeople.companyAdmin, 'user'),
    otherManager: await signInToken(server, companyBPeople.manager, 'user'),
    platformAdmin: await signInToken(server, demoAdmin.email, 'admin'),
  };
  const companyBAdminToken = await signInToken(server, companyBPeople.admin, 'user');
  const companyBEmployeeToken = await signInToken(server, companyBPeople.employee, 'user');

  const contentA = await createCompanyContent(
    server,
    tokens.companyAdmin,
    'Acme',
    companyAPeople.employee,
  );
  const contentB = await createCompanyContent(
    server,
    companyBAdminToken,
    'Globex',
    companyBPeople.employee,
  );
  const employeeResultA = await completeAssessment(server, tokens.employee);
  const employeeResultB = await completeAssessment(server, companyBEmployeeToken);
  const filed = expectStatus(
    await server.inject({
      method: 'POST',
      url: '/api/arsulipo/user',
      headers: bearer(tokens.employee),
      payload: {
        name: 'Erin Employee',
        email: companyAPeople.employee,
        right: 'access',
        message: 'Please send me a copy of my data.',
        lang: 'en',
      },
    }),
    201,
    'Filing a data-rights request',
  );
  const employeeRequestId = (filed.result as { arsulipo: { arsulipo_id: number } }).arsulipo
    .arsulipo_id;

  return {
    server,
    database,
    tokens,
    companyBAdminToken,
    companyA: {
      id: companyA.id,
      ...contentA,
      employeeResultId: employeeResultA,
      employeeRequestId,
    },
    companyB: { id: companyBId, ...contentB, employeeResultId: employeeResultB },
    call: (principal, options) =>
      server.inject({
        ...options,
        headers: {
          ...(options.headers as Record<string, string> | undefined),
          ...(principal === 'visitor' ? {} : bearer(tokens[principal])),
        },
      }),
    close: async () => {
      await server.stop();
      await testDatabase.drop();
    },
  };
}
