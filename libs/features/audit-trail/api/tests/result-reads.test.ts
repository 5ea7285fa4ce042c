import type { ResultReadsAnswer } from '@facet/audit-trail-domain';
import { resultReadActions } from '@facet/platform-kernel';
import { addResult } from '@facet/profiles-api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { addEntry, auditTrailFixture, platformAdminIdOf, userIdByEmail } from './testing';

const { acmeId, callers, database, globexId } = auditTrailFixture();
let erinId: number;
let erinResult: number;
const reads = '/api/user/result-reads';

function readsOf(answer: { statusCode: number; payload: string }): ResultReadsAnswer {
  expect(answer.statusCode, answer.payload).toBe(200);
  return JSON.parse(answer.payload) as ResultReadsAnswer;
}

beforeAll(async () => {
  erinId = await userIdByEmail(database(), 'erin@acme.example');
  erinResult = await addResult(database(), 'erin@acme.example', 'Acme Demo');
});

const readErinsResultAs = (caller: typeof callers.mario) =>
  caller(
    'GET',
    `/api/companies/get-employee-result-inform?result_id=${erinResult}&lang=en&email=erin@acme.example`,
  );

describe('who viewed my results', () => {
  it('says nobody did before anyone read them', async () => {
    expect(readsOf(await callers.erin('GET', reads))).toEqual({
      reads: [],
      total: 0,
      page: 1,
      page_size: 10,
    });
  });

  it("lists a manager's and an admin's reads, newest first, with their role and company", async () => {
    expect((await readErinsResultAs(callers.mario)).statusCode).toBe(200);
    expect((await readErinsResultAs(callers.alicia)).statusCode).toBe(200);
    const answer = readsOf(await callers.erin('GET', reads));
    expect(answer.total).toBe(2);
    expect(answer.reads).toEqual([
      expect.objectContaining({
        reader: { name: 'Alicia Owner', role: 'admin' },
        company: { id: acmeId(), name: 'Acme Demo' },
        what: 'resultPage',
      }),
      expect.objectContaining({
        reader: { name: 'Mario Manager', role: 'manager' },
        company: { id: acmeId(), name: 'Acme Demo' },
        what: 'resultPage',
      }),
    ]);
    expect(answer.reads[0]!.id).toBeGreaterThan(answer.reads[1]!.id);
  });

  it('names the kind of each read, a platform admin among the readers', async () => {
    const petraId = await platformAdminIdOf(database(), 'admin@facet.example');
    await addEntry(database(), {
      action: resultReadActions.report,
      actorKind: 'admin',
      actorId: petraId,
      companyId: acmeId(),
      subjectUserId: erinId,
    });
    const latest = readsOf(await callers.erin('GET', `${reads}?pageSize=1`)).reads[0];
    expect(latest).toMatchObject({
      reader: { name: 'Petra Admin', role: 'platformAdmin' },
      what: 'report',
    });
  });

  it('keeps a former employer’s reads, from the company that made them', async () => {
    const gusId = await userIdByEmail(database(), 'gus@globex.example');
    await addEntry(database(), {
      action: resultReadActions.ranking,
      actorKind: 'user',
      actorId: gusId,
      companyId: globexId(),
      subjectUserId: erinId,
      details: { actor_role: 'admin' },
    });
    const latest = readsOf(await callers.erin('GET', `${reads}?pageSize=1`)).reads[0];
    expect(latest).toMatchObject({
      reader: { name: 'Gus Admin', role: 'admin' },
      company: { id: globexId(), name: 'Globex' },
      what: 'ranking',
    });
  });

  it('leaves out what is no read: changes about the person and automatic entries', async () => {
    const before = readsOf(await callers.erin('GET', reads)).total;
    await addEntry(database(), {
      action: 'company.role_changed',
      actorKind: 'user',
      actorId: await userIdByEmail(database(), 'alicia@acme.example'),
      companyId: acmeId(),
      subjectUserId: erinId,
    });
    await addEntry(database(), {
      action: resultReadActions.resultPage,
      actorKind: 'system',
      companyId: acmeId(),
      subjectUserId: erinId,
    });
    expect(readsOf(await callers.erin('GET', reads)).total).toBe(before);
  });

  it('leaves out her own reads, even when recorded', async () => {
    const before = readsOf(await callers.erin('GET', reads)).total;
    await addEntry(database(), {
      action: resultReadActions.resultPage,
      actorKind: 'user',
      actorId: erinId,
      companyId: acmeId(),
      subjectUserId: erinId,
    });
    expect(readsOf(await callers.erin('GET', reads)).total).toBe(before);
  });

  it('reads a reader whose role was not recorded as a manager', async () => {
    await addEntry(database(), {
      action: resultReadActions.teamView,
      actorKind: 'user',
      actorId: await userIdByEmail(database(), 'mario@acme.example'),
      companyId: acmeId(),
      subjectUserId: erinId,
    });
    const latest = readsOf(await callers.erin('GET', `${reads}?pageSize=1`)).reads[0];
    expect(latest).toMatchObject({ reader: { role: 'manager' }, what: 'teamView' });
  });
});

describe("other people's reads", () => {
  it("shows nobody the reads of Erin's results but Erin", async () => {
    for (const caller of [callers.mario, callers.alicia, callers.gus, callers.carla]) {
      const answer = readsOf(await caller('GET', reads));
      expect(answer.reads.filter((read) => read.reader.name === 'Mario Manager')).toEqual([]);
    }
  });

  it('refuses a visitor and a platform admin with 401', async () => {
    expect((await callers.visitor('GET', reads)).statusCode).toBe(401);
    expect((await callers.platformAdmin('GET', reads)).statusCode).toBe(401);
  });
});

describe('pages of reads', () => {
  it('pages the reads without repeating one', async () => {
    const { total } = readsOf(await callers.erin('GET', reads));
    expect(total).toBeGreaterThan(3);
    const seen: number[] = [];
    for (let page = 1; page <= total; page += 1) {
      const answer = readsOf(await callers.erin('GET', `${reads}?pageSize=1&page=${page}`));
      expect(answer).toMatchObject({ total, page, page_size: 1 });
      seen.push(...answer.reads.map((read) => read.id));
    }
    expect(new Set(seen).size).toBe(total);
  });

  it.each([
    ['pageSize=500', 'pageSize: must be 100 or less'],
    ['page=-1', 'page: must be 1 or more'],
    ['page=1.5', 'page: must be a whole number'],
  ])('answers 400 to %s, naming the field', async (query, problem) => {
    const response = await callers.erin('GET', `${reads}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.body.message).toContain(problem);
  });
});
