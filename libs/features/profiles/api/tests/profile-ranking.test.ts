import { normsOfVersion, type ScaleScores, type ValidityStatus } from '@facet/assessment-domain';
import type { Database } from '@facet/platform-db';
import type { TestServer } from '@facet/platform-testing';
import type { RankedMember } from '@facet/profiles-domain';
import { profileFit } from '@facet/reports-domain';
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
let gina: Caller;
let analystId: number;
let globexProfileId: number;
let erinLatest: number;

/** Anxiety 10..20 and trust 20..30: two counted scales, so a borderline one makes 75%. */
const analystRanges = { anxiety: { min: 10, max: 20 }, trust: { min: 20, max: 30 } };

function scoresOf(anxiety: number, trust: number): ScaleScores {
  return { ...scoresWith(16), anxiety, trust };
}

async function addDatedResult(
  email: string,
  company: string,
  scores: ScaleScores,
  date: string,
  validity: ValidityStatus | null,
): Promise<number> {
  const resultId = await addResult(database, email, company, scores);
  await database('results')
    .where({ id: resultId })
    .update({
      created_at: new Date(`${date}T12:00:00Z`),
      validity: validity && JSON.stringify({ status: validity, flags: [], indices: null }),
    });
  return resultId;
}

const rank = (query: string) => mario('GET', `/api/companies/rank-members?${query}`);
const membersOf = (body: Record<string, unknown>) => body['members'] as RankedMember[];
const emailsOf = (body: Record<string, unknown>) => membersOf(body).map((member) => member.email);

beforeAll(async () => {
  testServer = await createProfilesTestServer();
  database = testServer.testDatabase.database;
  mario = callerFor(testServer.server, database, 'mario@acme.example');
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

  // Erin's older result fits fully; only her latest (trust well below) is ranked.
  await addDatedResult('erin@acme.example', 'Acme Demo', scoresOf(15, 25), '2026-01-10', 'valid');
  erinLatest = await addDatedResult(
    'erin@acme.example',
    'Acme Demo',
    scoresOf(16, 4),
    '2026-03-10',
    'valid',
  );
  // Trust 19 is outside 20..30 but within one standard error of it: borderline, counted half.
  await addDatedResult('joao@acme.example', 'Acme Demo', scoresOf(15, 19), '2026-02-10', 'valid');
  await addDatedResult('carla@acme.example', 'Acme Demo', scoresOf(15, 25), '2026-04-10', 'valid');
  await addDatedResult(
    'alicia@acme.example',
    'Acme Demo',
    scoresOf(15, 25),
    '2026-04-11',
    'invalid',
  );
  await addDatedResult('mario@acme.example', 'Acme Demo', scoresOf(15, 25), '2026-04-12', null);
  await addDatedResult('gail@globex.example', 'Globex', scoresOf(15, 25), '2026-04-10', 'valid');
});
afterAll(() => testServer.close());

describe('GET /api/companies/rank-members', () => {
  it('ranks the valid and questionable latest results by fit, best first, and counts the invalid ones left out', async () => {
    const answer = await rank(`profile_id=${analystId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({
      profile: { profile_id: analystId, name: 'Analyst' },
      page: 1,
      totalPages: 1,
      total: 4,
      invalidExcluded: 1,
    });
    // Mario's result predates the validity check: it reads as questionable, and is listed so.
    expect(
      membersOf(answer.body).map((member) => [member.email, member.fitPercentage, member.validity]),
    ).toEqual([
      ['carla@acme.example', 100, 'valid'],
      ['mario@acme.example', 100, 'questionable'],
      ['joao@acme.example', 75, 'valid'],
      ['erin@acme.example', 50, 'valid'],
    ]);
    const erin = membersOf(answer.body)[3]!;
    expect(erin).toMatchObject({
      user_id: await userIdByEmail(database, 'erin@acme.example'),
      name: 'Erin Employee',
      member_role: 'employee',
      result_id: erinLatest,
      date: '2026-03-10T12:00:00.000Z',
      validity: 'valid',
      counts: { inside: 1, borderline: 0, below: 1, above: 0 },
    });
  });

  it('counts a borderline scale half, exactly as profileFit does', async () => {
    const joao = membersOf((await rank(`profile_id=${analystId}`)).body).find(
      (member) => member.email === 'joao@acme.example',
    );
    const expected = profileFit(scoresOf(15, 19), analystRanges, normsOfVersion('johnson-2014/1'));
    expect(joao?.counts).toEqual({ inside: 1, borderline: 1, below: 0, above: 0 });
    expect(joao?.fitPercentage).toBe(expected.fitPercentage);
  });

  it('counts a domain and its facets, and PEN P and its facets, once, and says which it left out', async () => {
    const created = await mario('POST', '/api/profiles/create-profile', {
      name: 'Nested analyst',
      min_extraversion: 0,
      max_extraversion: 50,
      min_cordiality: 10,
      max_cordiality: 20,
      min_trust: 20,
      max_trust: 30,
      min_pen_psychoticism: 0,
      max_pen_psychoticism: 60,
    });
    const nestedId = (created.body['profile'] as { profile_id: number }).profile_id;
    const answer = await rank(`profile_id=${nestedId}&validity=valid`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body['leftOutOfFit']).toEqual([
      { scale: 'extraversion', reason: 'facets_set', countedIn: ['cordiality'] },
      { scale: 'pen_psychoticism', reason: 'sources_counted', countedIn: ['trust'] },
    ]);
    // Extraversion 96 and P 96 are above their ranges but not counted; cordiality 16 is inside.
    // Carla's trust 25 is inside: 2 of 2 (counting all four scales would give 50%). Erin's trust
    // 4 is below: 1 of 2 (it would give 25%).
    const fits = membersOf(answer.body).map((member) => [
      member.email,
      member.fitPercentage,
      member.counts,
    ]);
    expect(fits).toContainEqual([
      'carla@acme.example',
      100,
      { inside: 2, borderline: 0, below: 0, above: 0 },
    ]);
    expect(fits).toContainEqual([
      'erin@acme.example',
      50,
      { inside: 1, borderline: 0, below: 1, above: 0 },
    ]);
    expect((await rank(`profile_id=${analystId}`)).body['leftOutOfFit']).toEqual([]);
  });

  it('lists one status, or every one, when asked, and counts invalid results only while it leaves them out', async () => {
    const invalid = await rank(`profile_id=${analystId}&validity=invalid`);
    expect(emailsOf(invalid.body)).toEqual(['alicia@acme.example']);
    expect(invalid.body['invalidExcluded']).toBe(0);
    const questionable = await rank(`profile_id=${analystId}&validity=questionable`);
    expect(emailsOf(questionable.body)).toEqual(['mario@acme.example']);
    expect(questionable.body['invalidExcluded']).toBe(1);
    const valid = await rank(`profile_id=${analystId}&validity=valid`);
    expect(emailsOf(valid.body)).toEqual([
      'carla@acme.example',
      'joao@acme.example',
      'erin@acme.example',
    ]);
    expect(valid.body['invalidExcluded']).toBe(1);
    const any = await rank(`profile_id=${analystId}&validity=any`);
    expect(any.body).toMatchObject({ total: 5, invalidExcluded: 0 });
    // An invalid protocol describes nobody: listed, it is compared with no profile.
    expect(membersOf(any.body).at(-1)).toMatchObject({
      email: 'alicia@acme.example',
      validity: 'invalid',
      fitPercentage: null,
      counts: null,
    });
  });

  it('counts only the invalid results the other filters keep', async () => {
    const alicias = await rank(`profile_id=${analystId}&from=2026-04-11&to=2026-04-11`);
    expect(alicias.body).toMatchObject({ members: [], total: 0, invalidExcluded: 1 });
    const candidates = await rank(`profile_id=${analystId}&member_role=candidate`);
    expect(candidates.body['invalidExcluded']).toBe(0);
  });

  it('filters by member role, group and finished date range', async () => {
    expect(emailsOf((await rank(`profile_id=${analystId}&member_role=candidate`)).body)).toEqual([
      'carla@acme.example',
    ]);
    const acme = await companyIdByName(database, 'Acme Demo');
    const [group] = await database('groups')
      .insert({ company_id: acme, name: 'Ranked team' })
      .returning<{ id: number }[]>('id');
    await database('group_members').insert({
      group_id: group!.id,
      user_id: await userIdByEmail(database, 'joao@acme.example'),
    });
    expect(emailsOf((await rank(`profile_id=${analystId}&group_id=${group!.id}`)).body)).toEqual([
      'joao@acme.example',
    ]);
    const march = await rank(`profile_id=${analystId}&from=2026-02-10&to=2026-03-10`);
    expect(emailsOf(march.body)).toEqual(['joao@acme.example', 'erin@acme.example']);
  });

  it('sorts by name or date either way and pages', async () => {
    const byName = await rank(`profile_id=${analystId}&sort=name`);
    expect(emailsOf(byName.body)).toEqual([
      'carla@acme.example',
      'erin@acme.example',
      'joao@acme.example',
      'mario@acme.example',
    ]);
    const oldestFirst = await rank(`profile_id=${analystId}&sort=date&order=asc`);
    expect(emailsOf(oldestFirst.body)).toEqual([
      'joao@acme.example',
      'erin@acme.example',
      'carla@acme.example',
      'mario@acme.example',
    ]);
    const second = await rank(`profile_id=${analystId}&pageSize=3&page=2`);
    expect(second.body).toMatchObject({ page: 2, totalPages: 2, total: 4, invalidExcluded: 1 });
    expect(emailsOf(second.body)).toEqual(['erin@acme.example']);
  });

  it('keeps each company to its own people, profiles and groups', async () => {
    const globexRanking = await gina(
      'GET',
      `/api/companies/rank-members?profile_id=${globexProfileId}`,
    );
    expect(emailsOf(globexRanking.body)).toEqual(['gail@globex.example']);
    expect((await rank(`profile_id=${globexProfileId}`)).statusCode).toBe(404);
    const globex = await companyIdByName(database, 'Globex');
    const [group] = await database('groups')
      .insert({ company_id: globex, name: 'Globex team' })
      .returning<{ id: number }[]>('id');
    expect((await rank(`profile_id=${analystId}&group_id=${group!.id}`)).statusCode).toBe(404);
  });

  it('answers 400 naming the field of a bad query', async () => {
    const cases = [
      ['', 'profile_id'],
      [`profile_id=${analystId}&sort=score`, 'sort'],
      [`profile_id=${analystId}&order=up`, 'order'],
      [`profile_id=${analystId}&member_role=boss`, 'member_role'],
      [`profile_id=${analystId}&from=yesterday`, 'from'],
      [`profile_id=${analystId}&validity=good`, 'validity'],
      [`profile_id=${analystId}&pageSize=500`, 'pageSize'],
    ] as const;
    for (const [query, field] of cases) {
      const answer = await rank(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.body.message, query).toContain(field);
    }
  });
});
