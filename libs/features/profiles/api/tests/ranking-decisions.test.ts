import { normsOfVersion, type ScaleScores, type ValidityStatus } from '@facet/assessment-domain';
import { auditPersonalData, collectSubjectRows, type Database } from '@facet/platform-db';
import type { TestServer } from '@facet/platform-testing';
import {
  fitScoreOf,
  type RankedMember,
  type RankingComparisonAnswer,
  type ShortlistAnswer,
} from '@facet/profiles-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilesPersonalData } from '../src/services/personal-data';
import {
  addResult,
  callerFor,
  createProfilesTestServer,
  scoresWith,
  userIdByEmail,
  type Caller,
} from '../src/testing';

let testServer: TestServer;
let database: Database;
let mario: Caller;
let erin: Caller;
let gina: Caller;
let profileId: number;
let globexProfileId: number;
const ids: Record<string, number> = {};

/** Anxiety 10..20 (centre 15) and trust 20..30 (centre 25). */
const ranges = { anxiety: { min: 10, max: 20 }, trust: { min: 20, max: 30 } };

async function addScoredResult(
  email: string,
  anxiety: number,
  trust: number,
  validity: ValidityStatus,
) {
  const resultId = await addResult(database, email, 'Acme Demo', {
    ...scoresWith(16),
    anxiety,
    trust,
  } satisfies ScaleScores);
  await database('results')
    .where({ id: resultId })
    .update({ validity: JSON.stringify({ status: validity, flags: [], indices: null }) });
}

const rank = (query = '') =>
  mario('GET', `/api/companies/rank-members?profile_id=${profileId}${query}`);
const membersOf = (body: Record<string, unknown>) => body['members'] as RankedMember[];
const shortlist = (method: 'POST' | 'DELETE', email: string, caller: Caller = mario) =>
  caller(method, '/api/companies/ranking-shortlist', {
    profile_id: profileId,
    user_id: ids[email],
  });

beforeAll(async () => {
  testServer = await createProfilesTestServer();
  database = testServer.testDatabase.database;
  mario = callerFor(testServer.server, database, 'mario@acme.example');
  erin = callerFor(testServer.server, database, 'erin@acme.example');
  gina = callerFor(testServer.server, database, 'gina@globex.example');
  for (const email of [
    'carla@acme.example',
    'joao@acme.example',
    'erin@acme.example',
    'alicia@acme.example',
    'mario@acme.example',
    'gail@globex.example',
  ]) {
    ids[email] = await userIdByEmail(database, email);
  }
  const created = await mario('POST', '/api/profiles/create-profile', {
    name: 'Analyst',
    min_anxiety: 10,
    max_anxiety: 20,
    min_trust: 20,
    max_trust: 30,
  });
  profileId = (created.body['profile'] as { profile_id: number }).profile_id;
  const globex = await gina('POST', '/api/profiles/create-profile', {
    name: 'Globex only',
    min_trust: 0,
    max_trust: 32,
  });
  globexProfileId = (globex.body['profile'] as { profile_id: number }).profile_id;
  // Carla and Joao are both inside both ranges (100 %): Carla at the centres, Joao near the ends.
  await addScoredResult('carla@acme.example', 15, 25, 'valid');
  await addScoredResult('joao@acme.example', 19, 21, 'valid');
  // Erin is outside on trust; Mario further outside; Alicia's protocol is invalid.
  await addScoredResult('erin@acme.example', 15, 17, 'valid');
  await addScoredResult('mario@acme.example', 15, 8, 'questionable');
  await addScoredResult('alicia@acme.example', 15, 25, 'invalid');
});
afterAll(() => testServer.close());

describe('the ranking by a continuous fit score', () => {
  it('tells apart people who all fit 100 %, and ranks everyone inside above anyone outside', async () => {
    const members = membersOf((await rank('&validity=any')).body);
    expect(members.map((member) => [member.email, member.fitScore !== null])).toEqual([
      ['carla@acme.example', true],
      ['joao@acme.example', true],
      ['erin@acme.example', true],
      ['mario@acme.example', true],
      ['alicia@acme.example', false],
    ]);
    expect(members.slice(0, 2).map((member) => member.fitPercentage)).toEqual([100, 100]);
    const [carla, joao, erinRanked, marioRanked] = members;
    expect(carla!.fitScore).toBe(100);
    expect(joao!.fitScore).toBeLessThan(100);
    expect(joao!.fitScore).toBeGreaterThanOrEqual(90);
    expect(erinRanked!.fitScore).toBeLessThan(90);
    expect(marioRanked!.fitScore).toBeLessThan(erinRanked!.fitScore!);
    expect(carla!.fitDistance).toBe(0);
    expect(erinRanked!.fitDistance).toBeGreaterThan(0);
  });

  it('answers the score fitScoreOf gives', async () => {
    const joao = membersOf((await rank()).body).find(
      (member) => member.email === 'joao@acme.example',
    );
    const expected = fitScoreOf(
      {
        scores: { ...scoresWith(16), anxiety: 19, trust: 21 },
        norms: normsOfVersion('johnson-2014/1'),
        validity: 'valid',
      },
      ranges,
    );
    expect(joao?.fitScore).toBe(expected?.score);
    expect(joao?.fitDistance).toBe(expected?.outsideDistance);
  });

  it('sorts by the score either way', async () => {
    const worstFirst = membersOf((await rank('&order=asc')).body).map((member) => member.email);
    expect(worstFirst).toEqual([
      'mario@acme.example',
      'erin@acme.example',
      'joao@acme.example',
      'carla@acme.example',
    ]);
  });
});

describe('the shortlist', () => {
  it('is empty until someone is starred', async () => {
    const answer = await mario('GET', `/api/companies/ranking-shortlist?profile_id=${profileId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ profile_id: profileId, user_ids: [] });
    expect(membersOf((await rank()).body).every((member) => !member.shortlisted)).toBe(true);
  });

  it('stars two people, once each, and the ranking marks them and filters to them', async () => {
    expect((await shortlist('POST', 'joao@acme.example')).body).toEqual({
      profile_id: profileId,
      user_ids: [ids['joao@acme.example']],
    });
    await shortlist('POST', 'erin@acme.example');
    const again = await shortlist('POST', 'erin@acme.example');
    expect(again.statusCode).toBe(200);
    expect((again.body as unknown as ShortlistAnswer).user_ids).toEqual([
      ids['joao@acme.example'],
      ids['erin@acme.example'],
    ]);
    const marked = membersOf((await rank()).body)
      .filter((member) => member.shortlisted)
      .map((member) => member.email);
    expect(marked).toEqual(['joao@acme.example', 'erin@acme.example']);
    const only = await rank('&shortlisted=true');
    expect(membersOf(only.body).map((member) => member.email)).toEqual([
      'joao@acme.example',
      'erin@acme.example',
    ]);
    expect(only.body['total']).toBe(2);
  });

  it('audits each star and unstar about the person, and nothing when nothing changed', async () => {
    const count = async (action: string) =>
      Number(
        (
          await database('audit_log')
            .where({ action, subject_user_id: ids['erin@acme.example'] })
            .count<{ count: string }[]>('* as count')
        )[0]!.count,
      );
    expect(await count('ranking.shortlisted')).toBe(1);
    await shortlist('DELETE', 'erin@acme.example');
    await shortlist('DELETE', 'erin@acme.example');
    expect(await count('ranking.unshortlisted')).toBe(1);
    expect(membersOf((await rank('&shortlisted=true')).body).map((member) => member.email)).toEqual(
      ['joao@acme.example'],
    );
  });

  it('keeps each company to its own shortlists, profiles and people', async () => {
    expect((await shortlist('POST', 'gail@globex.example')).statusCode).toBe(404);
    expect(
      (
        await gina('POST', '/api/companies/ranking-shortlist', {
          profile_id: profileId,
          user_id: ids['gail@globex.example'],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await gina('GET', `/api/companies/ranking-shortlist?profile_id=${profileId}`)).statusCode,
    ).toBe(404);
    expect(
      (await mario('GET', `/api/companies/ranking-shortlist?profile_id=${globexProfileId}`))
        .statusCode,
    ).toBe(404);
  });

  it('is for managers: an employee is refused', async () => {
    expect((await shortlist('POST', 'carla@acme.example', erin)).statusCode).toBe(403);
    expect(
      (await erin('GET', `/api/companies/ranking-shortlist?profile_id=${profileId}`)).statusCode,
    ).toBe(403);
  });

  it('answers 400 naming the field of a bad change', async () => {
    const cases = [
      [{ user_id: 1 }, 'profile_id'],
      [{ profile_id: profileId, user_id: 'joao' }, 'user_id'],
      [{ profile_id: profileId, user_id: 0 }, 'user_id'],
    ] as const;
    for (const [payload, field] of cases) {
      const answer = await mario('POST', '/api/companies/ranking-shortlist', payload);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.body.message, field).toContain(field);
    }
    const bad = await mario(
      'GET',
      `/api/companies/rank-members?profile_id=${profileId}&shortlisted=yes`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toContain('shortlisted');
  });

  it('is a person’s data: the registry finds their stars and erases them', async () => {
    const joao = {
      kind: 'person' as const,
      userId: ids['joao@acme.example']!,
      email: 'joao@acme.example',
    };
    const rows = await database.transaction((transaction) =>
      collectSubjectRows(transaction, profilesPersonalData, joao),
    );
    expect(rows['ranking_shortlists']).toEqual([
      expect.objectContaining({ profile_id: profileId, user_id: joao.userId }),
    ]);
    const source = profilesPersonalData.find((entry) => entry.table === 'ranking_shortlists')!;
    await database.transaction(async (transaction) => {
      if ('person' in source) await source.person!.erase(transaction, joao, 'erased');
    });
    expect(membersOf((await rank('&shortlisted=true')).body).map((member) => member.email)).toEqual(
      [],
    );
  });
});

describe('the side-by-side comparison', () => {
  const compare = (userIds: string, caller: Caller = mario) =>
    caller(
      'GET',
      `/api/companies/compare-ranked-members?profile_id=${profileId}&user_ids=${userIds}`,
    );

  it('sets 2 to 4 people side by side as percentiles over the profile’s ranges, in the order asked', async () => {
    const answer = await compare(
      [ids['joao@acme.example'], ids['carla@acme.example'], ids['alicia@acme.example']].join(','),
    );
    expect(answer.statusCode).toBe(200);
    const body = answer.body as unknown as RankingComparisonAnswer;
    expect(body.profile).toEqual({ profile_id: profileId, name: 'Analyst' });
    expect(body.scales).toHaveLength(35);
    expect(body.scales.slice(0, 5).every((scale) => scale.range === null)).toBe(true);
    const trust = body.scales.find((scale) => scale.scale === 'trust')!;
    expect(trust.range!.low).toBeLessThan(trust.range!.high);
    expect(body.people.map((person) => [person.name, person.validity])).toEqual([
      ['Joao Employee', 'valid'],
      ['Carla Candidate', 'valid'],
      ['Alicia Owner', 'invalid'],
    ]);
    expect(body.people[1]!.fitScore).toBe(100);
    expect(body.people[1]!.percentiles!['trust']).toBeGreaterThanOrEqual(trust.range!.low);
    expect(Object.keys(body.people[0]!.percentiles!)).toHaveLength(35);
    // An invalid protocol describes nobody: it is shown, not compared.
    expect(body.people[2]).toMatchObject({ fitScore: null, percentiles: null });
  });

  it('audits one view listing the people compared', async () => {
    const before = await database('audit_log').max<{ max: string }[]>('id as max');
    await compare([ids['joao@acme.example'], ids['carla@acme.example']].join(','));
    const entries = await database('audit_log')
      .where('id', '>', Number(before[0]!.max))
      .select<{ id: string; action: string; target: string }[]>('id', 'action', 'target');
    expect(entries.map((entry) => [entry.action, entry.target])).toEqual([
      ['ranking.read', 'Analyst'],
    ]);
    const listed = await database('audit_log_people')
      .where({ audit_log_id: Number(entries[0]!.id) })
      .pluck('user_id');
    expect(listed.map(Number).sort()).toEqual(
      [ids['joao@acme.example']!, ids['carla@acme.example']!].sort((a, b) => a - b),
    );
  });

  it('answers 400 for fewer than 2, more than 4 or repeated people, and 404 for anyone not ranked here', async () => {
    for (const userIds of [
      `${ids['joao@acme.example']}`,
      '1,2,3,4,5',
      `${ids['joao@acme.example']},${ids['joao@acme.example']}`,
      'joao,carla',
    ]) {
      const answer = await compare(userIds);
      expect(answer.statusCode, userIds).toBe(400);
      expect(answer.body.message, userIds).toContain('user_ids');
    }
    expect(
      (await compare([ids['joao@acme.example'], ids['gail@globex.example']].join(','))).statusCode,
    ).toBe(404);
    expect(
      (await compare([ids['joao@acme.example'], ids['carla@acme.example']].join(','), gina))
        .statusCode,
    ).toBe(404);
    expect(
      (await compare([ids['joao@acme.example'], ids['carla@acme.example']].join(','), erin))
        .statusCode,
    ).toBe(403);
  });
});

describe('the ranking view in the audit trail', () => {
  it('writes one entry per view, listing the people on the page, findable by each of them', async () => {
    const before = await database('audit_log').max<{ max: string }[]>('id as max');
    await rank('&pageSize=2');
    await rank('&pageSize=2&page=2');
    const entries = await database('audit_log')
      .where('id', '>', Number(before[0]!.max))
      .orderBy('id')
      .select<{ id: string; action: string; subject_user_id: string | null }[]>(
        'id',
        'action',
        'subject_user_id',
      );
    expect(entries.map((entry) => [entry.action, entry.subject_user_id])).toEqual([
      ['ranking.read', null],
      ['ranking.read', null],
    ]);
    const people = await database('audit_log_people')
      .whereIn(
        'audit_log_id',
        entries.map((entry) => entry.id),
      )
      .orderBy(['audit_log_id', 'user_id'])
      .select<{ audit_log_id: string; user_id: string }[]>('audit_log_id', 'user_id');
    // Page 1: Carla and Joao; page 2: Erin (Mario's own result is no one else's read).
    expect(
      people
        .filter((row) => row.audit_log_id === entries[0]!.id)
        .map((row) => Number(row.user_id))
        .sort(),
    ).toEqual([ids['carla@acme.example']!, ids['joao@acme.example']!].sort((a, b) => a - b));
    expect(
      people.filter((row) => row.audit_log_id === entries[1]!.id).map((row) => Number(row.user_id)),
    ).toEqual([ids['erin@acme.example']]);
    const erinsData = await database.transaction((transaction) =>
      collectSubjectRows(transaction, auditPersonalData, {
        kind: 'person',
        userId: ids['erin@acme.example']!,
        email: 'erin@acme.example',
      }),
    );
    expect(erinsData['audit_log']!.map((row) => String(row['id']))).toContain(
      String(entries[1]!.id),
    );
  });
});
