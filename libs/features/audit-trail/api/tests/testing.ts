import { companyPorts } from '@facet/assessment-api/testing';
import { companyPlugin } from '@facet/company-api';
import type { Database } from '@facet/platform-db';
import {
  callerFor,
  callerWithToken,
  visitorCaller,
  type Caller,
  type TestServer,
} from '@facet/platform-testing';
import {
  addResult,
  createProfilesTestServer,
  userIdByEmail,
  userToken,
} from '@facet/profiles-api/testing';
import type { AuditTrailAnswer, AuditTrailEntry } from '@facet/audit-trail-domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditTrailPlugin } from '../src/index';

export { userIdByEmail };

/**
 * Session, profiles (result reads), company (audited changes) and the audit trail, on the demo
 * tenant (Acme Demo) and Globex, the second company of the profiles' test world.
 */
function createAuditTrailTestServer(): Promise<TestServer> {
  return createProfilesTestServer([
    { plugin: companyPlugin, options: { ...companyPorts, publicUrl: 'https://facet.example' } },
    { plugin: auditTrailPlugin },
  ]);
}

/** A caller made on its first call: the server it calls starts only in beforeAll. */
function callerOnceStarted(make: () => Caller): Caller {
  let caller: Caller | undefined;
  return (...call) => (caller ??= make())(...call);
}

/** The callers of a test file: people of both companies, the platform admin and a visitor. */
function trailCallers(started: () => TestServer) {
  const database = () => started().testDatabase.database;
  const user = (email: string): Caller =>
    callerOnceStarted(() =>
      callerWithToken(started().server, async () =>
        userToken(await userIdByEmail(database(), email)),
      ),
    );
  return {
    alicia: user('alicia@acme.example'),
    mario: user('mario@acme.example'),
    erin: user('erin@acme.example'),
    carla: user('carla@acme.example'),
    gus: user('gus@globex.example'),
    gina: user('gina@globex.example'),
    platformAdmin: callerOnceStarted(() =>
      callerFor(started().server, 'admin@facet.example', 'admin'),
    ),
    visitor: callerOnceStarted(() => visitorCaller(started().server)),
    user,
  };
}

export type TrailCallers = ReturnType<typeof trailCallers>;

export interface AuditTrailTestFile {
  database(): Database;
  callers: TrailCallers;
  /** The id of the demo tenant, Acme Demo. */
  acmeId(): number;
  /** The id of Globex, the second company. */
  globexId(): number;
}

/** Starts the audit trail's test server before the file's tests and closes it after them. */
export function auditTrailFixture(): AuditTrailTestFile {
  let testServer: TestServer | undefined;
  let companyIds: { acme: number; globex: number } | undefined;
  const started = () => {
    if (!testServer) throw new Error('The audit trail test server starts in beforeAll');
    return testServer;
  };
  const database = () => started().testDatabase.database;
  beforeAll(async () => {
    testServer = await createAuditTrailTestServer();
    companyIds = {
      acme: await companyIdOf(database(), 'Acme Demo'),
      globex: await companyIdOf(database(), 'Globex'),
    };
  });
  afterAll(() => testServer?.close());
  return {
    database,
    callers: trailCallers(started),
    acmeId: () => companyIds!.acme,
    globexId: () => companyIds!.globex,
  };
}

/**
 * The English download's header, spelled out apart from the product's own list so that the tests
 * check the product rather than repeat it.
 */
export const expectedEnglishTrailHeader = [
  'Time (UTC)',
  'Actor',
  'Actor e-mail',
  'Actor kind',
  'Action',
  'Target',
  'Person',
  'Person e-mail',
  'People listed',
  'Company',
  'Details',
];

/**
 * The download's cells between the time and the details for Alicia Owner making Joao Employee of
 * Acme Demo a manager: the same whatever the language.
 */
export const expectedRoleChangeCells = [
  'Alicia Owner',
  'alicia@acme.example',
  'user',
  'company.role_changed',
  'joao@acme.example',
  'Joao Employee',
  'joao@acme.example',
  '',
  'Acme Demo',
];

/** An answer's JSON, typed, from a call that must have answered 200. */
export function answerOf<Answer>(answer: { statusCode: number; payload: string }): Answer {
  expect(answer.statusCode, answer.payload).toBe(200);
  return JSON.parse(answer.payload) as Answer;
}

/** The people and the profile of a view of many people, set up before the file's tests. */
export interface RankedPeople {
  profileId: number;
  erinId: number;
  carlaId: number;
}

/**
 * Erin and Carla with a result each in Acme Demo, and Mario's profile "Account Executive" to rank
 * them against: the world of the files on views and exports of many people (D70, D73).
 */
export function rankedPeople(file: AuditTrailTestFile): RankedPeople {
  const world: RankedPeople = { profileId: 0, erinId: 0, carlaId: 0 };
  beforeAll(async () => {
    world.erinId = await userIdByEmail(file.database(), 'erin@acme.example');
    world.carlaId = await userIdByEmail(file.database(), 'carla@acme.example');
    await addResult(file.database(), 'erin@acme.example', 'Acme Demo');
    await addResult(file.database(), 'carla@acme.example', 'Acme Demo');
    const created = await file.callers.mario('POST', '/api/profiles/create-profile', {
      name: 'Account Executive',
      min_trust: 10,
      max_trust: 30,
    });
    expect(created.statusCode, created.payload).toBe(201);
    world.profileId = (
      JSON.parse(created.payload) as { profile: { profile_id: number } }
    ).profile.profile_id;
  });
  return world;
}

/** The trail's answer, typed, from a call that answered 200. */
export function trailOf(answer: { statusCode: number; payload: string }): AuditTrailAnswer {
  if (answer.statusCode !== 200) {
    throw new Error(`The trail answered ${answer.statusCode}: ${answer.payload}`);
  }
  return JSON.parse(answer.payload) as AuditTrailAnswer;
}

export const actionsOf = (entries: readonly AuditTrailEntry[]) =>
  entries.map((entry) => entry.action);

async function companyIdOf(database: Database, name: string): Promise<number> {
  const company = await database('companies').where({ name }).first<{ id: string }>('id');
  return Number(company.id);
}

export async function platformAdminIdOf(database: Database, email: string): Promise<number> {
  const admin = await database('platform_admins').where({ email }).first<{ id: string }>('id');
  return Number(admin.id);
}

/** An entry written straight into the log, at a time the test chooses. */
export async function addEntry(
  database: Database,
  entry: {
    action: string;
    at?: string;
    actorKind?: 'user' | 'admin' | 'system' | 'visitor';
    actorId?: number | null;
    companyId?: number | null;
    target?: string | null;
    subjectUserId?: number | null;
    details?: object;
  },
): Promise<number> {
  const [row] = await database('audit_log')
    .insert({
      action: entry.action,
      actor_kind: entry.actorKind ?? 'system',
      actor_id: entry.actorId ?? null,
      company_id: entry.companyId ?? null,
      target: entry.target ?? null,
      subject_user_id: entry.subjectUserId ?? null,
      details: JSON.stringify(entry.details ?? {}),
      ...(entry.at && { created_at: new Date(entry.at) }),
    })
    .returning<{ id: string }[]>('id');
  return Number(row!.id);
}

export async function countOf(database: Database, where: Record<string, unknown>) {
  const [row] = await database('audit_log').where(where).count<{ count: string }[]>('* as count');
  return Number(row!.count);
}
