import { items, type ScaleScores, type ValidityStatus } from '@facet/assessment-domain';
import type { PipelinePerson } from '@facet/company-domain';
import type { Database } from '@facet/platform-db';
import { resultReadActions } from '@facet/platform-kernel';
import type { TestServer } from '@facet/platform-testing';
import type { RankedMember } from '@facet/profiles-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addResult,
  callerFor,
  companyIdByName,
  createProfilesTestServer,
  scoresWith,
  userIdByEmail,
  type Caller,
} from '../src/testing';

let testServer: TestServer;
let database: Database;
let mario: Caller;
let alicia: Caller;
let erin: Caller;
let gina: Caller;
let analystId: number;
let globexProfileId: number;
let acmeGroupId: number;
let globexGroupId: number;

const peopleOf = (body: Record<string, unknown>) => body['people'] as PipelinePerson[];
const rowsOf = (body: Record<string, unknown>) =>
  peopleOf(body).map((person) => [person.email, person.status]);
const list = (query = '') => mario('GET', `/api/companies/people?pageSize=100&${query}`);

async function addValidatedResult(email: string, scores: ScaleScores, validity: ValidityStatus) {
  const resultId = await addResult(database, email, 'Acme Demo', scores);
  await database('results')
    .where({ id: resultId })
    .update({
      created_at: new Date('2026-03-10T12:00:00Z'),
      validity: JSON.stringify({ status: validity, flags: [], indices: null }),
    });
  return resultId;
}

async function invite(company: string, guest: string, changes: Record<string, unknown> = {}) {
  await database('invitations').insert({
    company_id: await companyIdByName(database, company),
    guest_email: guest,
    role: 'candidate',
    expires_at: database.raw(`now() + interval '7 days'`),
    ...changes,
  });
}

beforeAll(async () => {
  testServer = await createProfilesTestServer();
  database = testServer.testDatabase.database;
  mario = callerFor(testServer.server, database, 'mario@acme.example');
  alicia = callerFor(testServer.server, database, 'alicia@acme.example');
  erin = callerFor(testServer.server, database, 'erin@acme.example');
  gina = callerFor(testServer.server, database, 'gina@globex.example');
  const created = await mario('POST', '/api/profiles/create-profile', {
    name: 'Analyst',
    min_anxiety: 10,
    max_anxiety: 20,
    min_trust: 20,
    max_trust: 30,
  });
  analystId = (created.body['profile'] as { profile_id: number }).profile_id;
  const globex = await gina('POST', '/api/profiles/create-profile', {
    name: 'Globex only',
    min_trust: 0,
    max_trust: 32,
  });
  globexProfileId = (globex.body['profile'] as { profile_id: number }).profile_id;

  await addValidatedResult(
    'erin@acme.example',
    { ...scoresWith(16), anxiety: 15, trust: 4 },
    'valid',
  );
  await addValidatedResult('carla@acme.example', scoresWith(16), 'invalid');
  // Joao has answered 24 of the 240 statements of an attempt for Acme.
  const [session] = await database('assessment_sessions')
    .insert({
      user_id: await userIdByEmail(database, 'joao@acme.example'),
      company_id: await companyIdByName(database, 'Acme Demo'),
      status: 'in_progress',
      item_bank_version: 'test',
    })
    .returning<{ id: number }[]>('id');
  await database('answers').insert(
    items.slice(0, 24).map((item) => ({ session_id: session!.id, item_id: item.id, value: 2 })),
  );

  await invite('Acme Demo', 'nina@acme.example', { role: 'employee' });
  await invite('Acme Demo', 'old@acme.example', { expires_at: '2026-01-01T00:00:00Z' });
  await invite('Acme Demo', 'gone@acme.example', { status: 'cancelled' });
  await invite('Acme Demo', 'no@acme.example', { status: 'rejected' });
  await invite('Acme Demo', 'erin@acme.example', { status: 'accepted' });
  await invite('Globex', 'nina@globex.example');

  const [acmeGroup] = await database('groups')
    .insert({ company_id: await companyIdByName(database, 'Acme Demo'), name: 'Analysts' })
    .returning<{ id: number }[]>('id');
  acmeGroupId = acmeGroup!.id;
  await database('group_members').insert({
    group_id: acmeGroupId,
    user_id: await userIdByEmail(database, 'erin@acme.example'),
  });
  const [globexGroup] = await database('groups')
    .insert({ company_id: await companyIdByName(database, 'Globex'), name: 'Globex team' })
    .returning<{ id: number }[]>('id');
  globexGroupId = globexGroup!.id;
});
afterAll(() => testServer.close());

describe('GET /api/companies/people', () => {
  it('lists the members and the unaccepted invitations of the caller’s company, each where they stand', async () => {
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ page: 1, totalPages: 1, total: 9, profile: null });
    expect(rowsOf(answer.body)).toEqual([
      ['alicia@acme.example', 'registered'],
      ['carla@acme.example', 'flagged'],
      ['erin@acme.example', 'finished'],
      ['gone@acme.example', 'cancelled'],
      ['joao@acme.example', 'started'],
      ['mario@acme.example', 'registered'],
      ['nina@acme.example', 'invited'],
      ['no@acme.example', 'declined'],
      ['old@acme.example', 'expired'],
    ]);
    const people = peopleOf(answer.body);
    expect(people.find((person) => person.email === 'joao@acme.example')).toMatchObject({
      kind: 'member',
      name: 'Joao Employee',
      role: 'employee',
      progress: 10,
      finished_at: null,
    });
    expect(people.find((person) => person.email === 'erin@acme.example')).toMatchObject({
      kind: 'member',
      invitation_id: null,
      progress: null,
      finished_at: '2026-03-10T12:00:00.000Z',
      fitPercentage: null,
      fitScore: null,
      fitDistance: null,
    });
    expect(people.find((person) => person.email === 'nina@acme.example')).toMatchObject({
      kind: 'invitation',
      user_id: null,
      name: null,
      role: 'employee',
      reminders: 0,
    });
  });

  it('filters by each status', async () => {
    for (const [status, emails] of [
      ['invited', ['nina@acme.example']],
      ['registered', ['alicia@acme.example', 'mario@acme.example']],
      ['started', ['joao@acme.example']],
      ['finished', ['erin@acme.example']],
      ['flagged', ['carla@acme.example']],
      ['declined', ['no@acme.example']],
      ['expired', ['old@acme.example']],
      ['cancelled', ['gone@acme.example']],
    ] as const) {
      const answer = await list(`status=${status}`);
      expect(peopleOf(answer.body).map((person) => person.email)).toEqual(emails);
    }
  });

  it('filters by kind, by the people’s role and by group, and searches names and addresses', async () => {
    expect(rowsOf((await list('kind=invitation')).body)).toHaveLength(4);
    expect(rowsOf((await list('kind=member')).body)).toHaveLength(5);
    expect(rowsOf((await list('member_role=candidate')).body)).toEqual([
      ['carla@acme.example', 'flagged'],
      ['gone@acme.example', 'cancelled'],
      ['no@acme.example', 'declined'],
      ['old@acme.example', 'expired'],
    ]);
    expect(rowsOf((await list(`group_id=${acmeGroupId}`)).body)).toEqual([
      ['erin@acme.example', 'finished'],
    ]);
    expect(rowsOf((await list('search=ERIN')).body)).toEqual([['erin@acme.example', 'finished']]);
    expect(rowsOf((await list('search=nina')).body)).toEqual([['nina@acme.example', 'invited']]);
    expect(rowsOf((await list('search=Manager')).body)).toEqual([
      ['mario@acme.example', 'registered'],
    ]);
    expect((await list('search=nobody-here')).body).toMatchObject({ people: [], total: 0 });
  });

  it('pages the list in the database', async () => {
    const first = await mario('GET', '/api/companies/people?pageSize=4');
    expect(first.body).toMatchObject({ page: 1, totalPages: 3, total: 9 });
    expect(rowsOf(first.body)).toHaveLength(4);
    const last = await mario('GET', '/api/companies/people?pageSize=4&page=3');
    expect(rowsOf(last.body)).toEqual([['old@acme.example', 'expired']]);
  });

  it('gives each finished person the ranking’s fit with the chosen profile, and none to an invalid protocol', async () => {
    const answer = await list(`profile_id=${analystId}`);
    expect(answer.body['profile']).toEqual({ profile_id: analystId, name: 'Analyst' });
    const ranking = await mario(
      'GET',
      `/api/companies/rank-members?profile_id=${analystId}&validity=any`,
    );
    const ranked = ranking.body['members'] as RankedMember[];
    const pick = ({ fitPercentage, fitScore, fitDistance }: RankedMember | PipelinePerson) => ({
      fitPercentage,
      fitScore,
      fitDistance,
    });
    const fitOf = (email: string) => {
      const person = peopleOf(answer.body).find((row) => row.email === email);
      return person && pick(person);
    };
    // The ranking's very figures, the continuous score among them (decision D70).
    const erinRanked = pick(ranked.find((member) => member.email === 'erin@acme.example')!);
    expect(fitOf('erin@acme.example')).toEqual(erinRanked);
    expect(erinRanked.fitPercentage).toBe(50);
    expect(erinRanked.fitScore).toEqual(expect.any(Number));
    expect(erinRanked.fitScore).toBeLessThan(90);
    const none = { fitPercentage: null, fitScore: null, fitDistance: null };
    expect(fitOf('carla@acme.example')).toEqual(none);
    expect(fitOf('joao@acme.example')).toEqual(none);
    expect(fitOf('nina@acme.example')).toEqual(none);
  });

  it('records one read listing each person whose fit it showed', async () => {
    const before = await database('audit_log').where({ action: resultReadActions.ranking }).count();
    await list(`profile_id=${analystId}&search=erin`);
    const reads = await database('audit_log')
      .where({ action: resultReadActions.ranking })
      .orderBy('id', 'desc')
      .select('id', 'details');
    expect(reads).toHaveLength(Number(before[0]!.count) + 1);
    const listed = await database('audit_log_people as p')
      .join('users as u', 'u.id', 'p.user_id')
      .where('p.audit_log_id', reads[0]!.id)
      .pluck('u.email');
    expect(listed).toEqual(['erin@acme.example']);
    expect(reads[0]!.details).toMatchObject({ profile_id: analystId, people: 1 });
  });

  it('keeps tenants apart: another company’s people, profile and group are not reachable', async () => {
    const globex = await gina('GET', '/api/companies/people?pageSize=100');
    expect(peopleOf(globex.body).map((person) => person.email)).toEqual([
      'gail@globex.example',
      'gina@globex.example',
      'gus@globex.example',
      'nina@globex.example',
    ]);
    expect((await list(`profile_id=${globexProfileId}`)).statusCode).toBe(404);
    expect((await list(`group_id=${globexGroupId}`)).statusCode).toBe(404);
  });

  it('is for managers and admins: an employee is refused, and a manager cannot act as admin', async () => {
    expect((await erin('GET', '/api/companies/people')).statusCode).toBe(403);
    expect((await mario('GET', '/api/companies/people?role=admin')).statusCode).toBe(403);
    const asAdmin = await alicia('GET', '/api/companies/people?role=admin&pageSize=100');
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body['total']).toBe(9);
    const signedOut = await testServer.server.inject({
      method: 'GET',
      url: '/api/companies/people',
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('answers 400 naming a bad filter', async () => {
    const badStatus = await list('status=hired');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.body.message).toContain('status');
    expect((await list('member_role=owner')).statusCode).toBe(400);
    expect((await list('group_id=abc')).statusCode).toBe(400);
    expect((await mario('GET', '/api/companies/people?pageSize=1000')).statusCode).toBe(400);
  });
});
