import { addResult } from '@facet/profiles-api/testing';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  actionsOf,
  addEntry,
  auditTrailFixture,
  countOf,
  expectedEnglishTrailHeader,
  expectedRoleChangeCells,
  trailOf,
  userIdByEmail,
} from './testing';

const { acmeId, callers, database, globexId } = auditTrailFixture();
let erinId: number;
let aliciaId: number;
let gailId: number;
const trail = '/api/companies/audit-trail';

beforeAll(async () => {
  erinId = await userIdByEmail(database(), 'erin@acme.example');
  aliciaId = await userIdByEmail(database(), 'alicia@acme.example');
  gailId = await userIdByEmail(database(), 'gail@globex.example');
  // Globex's own history, which Acme's administrator must never see.
  const demoted = await callers.gus('PATCH', '/api/companies/employee-change-role', {
    email: 'gina@globex.example',
    newRole: 'employee',
  });
  expect(demoted.statusCode).toBe(200);
  await addEntry(database(), {
    action: 'company.reminder_sent',
    companyId: globexId(),
    target: 'gail@globex.example',
    subjectUserId: gailId,
  });
});

describe('the actions a company admin reads in the trail', () => {
  it('shows a role change with who made it, about whom, and from which role to which', async () => {
    const changed = await callers.alicia('PATCH', '/api/companies/employee-change-role', {
      email: 'joao@acme.example',
      newRole: 'manager',
    });
    expect(changed.statusCode).toBe(200);
    const { entries } = trailOf(
      await callers.alicia('GET', `${trail}?action=company.role_changed`),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { kind: 'user', id: aliciaId, name: 'Alicia Owner', email: 'alicia@acme.example' },
      action: 'company.role_changed',
      target: 'joao@acme.example',
      person: { name: 'Joao Employee', email: 'joao@acme.example' },
      company: { id: acmeId(), name: 'Acme Demo' },
      details: { from: 'employee', to: 'manager' },
    });
  });

  it("puts a manager's read of a result first, with the reader's role in its details", async () => {
    const resultId = await addResult(database(), 'erin@acme.example', 'Acme Demo');
    const read = await callers.mario(
      'GET',
      `/api/companies/get-employee-result-inform?result_id=${resultId}&lang=en&email=erin@acme.example`,
    );
    expect(read.statusCode).toBe(200);
    const { entries } = trailOf(await callers.alicia('GET', trail));
    expect(entries[0]).toMatchObject({
      action: 'result.read',
      actor: { name: 'Mario Manager' },
      person: { id: erinId, name: 'Erin Employee' },
      details: { result_id: resultId, actor_role: 'manager' },
    });
  });

  it('writes nothing when the change is refused', async () => {
    const before = await countOf(database(), { company_id: acmeId() });
    const ownRole = await callers.alicia('PATCH', '/api/companies/employee-change-role', {
      email: 'alicia@acme.example',
      newRole: 'manager',
    });
    expect(ownRole.statusCode).toBe(409);
    expect(await countOf(database(), { company_id: acmeId() })).toBe(before);
  });
});

describe('who may read the company trail', () => {
  it('refuses a visitor with 401, on the list and on the download', async () => {
    expect((await callers.visitor('GET', trail)).statusCode).toBe(401);
    expect((await callers.visitor('GET', `${trail}/export?format=csv&lang=en`)).statusCode).toBe(
      401,
    );
  });

  it("refuses a platform admin's token: the back office has its own trail", async () => {
    expect((await callers.platformAdmin('GET', trail)).statusCode).toBe(401);
  });

  it('refuses a candidate and a person of no company with 403', async () => {
    expect((await callers.carla('GET', trail)).statusCode).toBe(403);
    await database()('users').insert({
      name: 'Lone Person',
      email: 'lone@nowhere.example',
      lang: 'en',
    });
    const lone = callers.user('lone@nowhere.example');
    expect((await lone('GET', trail)).statusCode).toBe(403);
    expect((await lone('GET', `${trail}/export?format=csv&lang=en`)).statusCode).toBe(403);
  });

  it('records no download that was refused', async () => {
    const before = await countOf(database(), { action: 'audit.exported' });
    expect((await callers.mario('GET', `${trail}/export?format=csv&lang=en`)).statusCode).toBe(403);
    expect(await countOf(database(), { action: 'audit.exported' })).toBe(before);
  });
});

describe("one company never sees another's trail", () => {
  it("gives each admin their own company's entries and none of the other's", async () => {
    const acme = trailOf(await callers.alicia('GET', `${trail}?pageSize=100`));
    const globex = trailOf(await callers.gus('GET', `${trail}?pageSize=100`));
    expect(acme.entries.every((entry) => entry.company?.id === acmeId())).toBe(true);
    expect(globex.entries.every((entry) => entry.company?.id === globexId())).toBe(true);
    expect(JSON.stringify(acme.entries)).not.toContain('globex.example');
    expect(actionsOf(globex.entries)).toEqual(
      expect.arrayContaining(['company.role_changed', 'company.reminder_sent']),
    );
  });

  it("finds nothing when an admin names the other company's people", async () => {
    const gusId = await userIdByEmail(database(), 'gus@globex.example');
    for (const query of [
      `person=gail@globex.example`,
      `person=${gailId}`,
      `actor=gus@globex.example`,
      `actor=${gusId}`,
    ]) {
      const answer = trailOf(await callers.alicia('GET', `${trail}?${query}`));
      expect(answer.total, query).toBe(0);
    }
  });

  it("leaves the other company's entries out of the download", async () => {
    const response = await callers.gus('GET', `${trail}/export?format=csv&lang=en`);
    expect(response.statusCode).toBe(200);
    const rows: string[][] = parse(response.payload, { bom: true });
    const company = rows[0]!.indexOf('Company');
    const companies = new Set(rows.slice(1).map((row) => row[company]));
    expect([...companies]).toEqual(['Globex']);
    expect(response.payload).not.toContain('acme.example');
  });
});

describe('filters', () => {
  it('finds an actor by address however it is typed', async () => {
    const typed = trailOf(await callers.alicia('GET', `${trail}?actor=%20ALICIA@Acme.Example%20`));
    const byId = trailOf(await callers.alicia('GET', `${trail}?actor=${aliciaId}`));
    expect(typed.total).toBeGreaterThan(0);
    expect(typed.entries.map((entry) => entry.id)).toEqual(byId.entries.map((entry) => entry.id));
    for (const entry of typed.entries) expect(entry.actor.id).toBe(aliciaId);
  });

  it('counts both the first and the last day whole, in UTC', async () => {
    for (const at of [
      '2025-03-09T23:59:59Z',
      '2025-03-10T00:00:00Z',
      '2025-03-11T23:59:59.999Z',
      '2025-03-12T00:00:00Z',
    ]) {
      await addEntry(database(), { action: 'test.day_edge', companyId: acmeId(), at });
    }
    const within = trailOf(
      await callers.alicia('GET', `${trail}?action=test.day_edge&from=2025-03-10&to=2025-03-11`),
    );
    expect(within.entries.map((entry) => entry.at)).toEqual([
      '2025-03-11T23:59:59.999Z',
      '2025-03-10T00:00:00.000Z',
    ]);
    const fromOnly = trailOf(
      await callers.alicia('GET', `${trail}?action=test.day_edge&from=2025-03-12`),
    );
    expect(fromOnly.total).toBe(1);
    const toOnly = trailOf(
      await callers.alicia('GET', `${trail}?action=test.day_edge&to=2025-03-09`),
    );
    expect(toOnly.total).toBe(1);
  });

  it('combines filters, each narrowing the others', async () => {
    const about = trailOf(await callers.alicia('GET', `${trail}?person=erin@acme.example`));
    const readsAbout = trailOf(
      await callers.alicia('GET', `${trail}?person=erin@acme.example&action=result.read`),
    );
    const readsByAlicia = trailOf(
      await callers.alicia(
        'GET',
        `${trail}?person=erin@acme.example&action=result.read&actor=${aliciaId}`,
      ),
    );
    expect(about.total).toBeGreaterThan(0);
    expect(readsAbout.total).toBeLessThanOrEqual(about.total);
    expect(readsAbout.total).toBeGreaterThan(0);
    expect(readsByAlicia.total).toBe(0);
  });
});

describe('what an entry shows', () => {
  it('shows an automatic entry with no account behind it, and one about nobody', async () => {
    await addEntry(database(), {
      action: 'test.automatic',
      companyId: acmeId(),
      details: { reason: 'nightly' },
    });
    const { entries } = trailOf(await callers.alicia('GET', `${trail}?action=test.automatic`));
    expect(entries).toEqual([
      expect.objectContaining({
        actor: { kind: 'system', id: null, name: null, email: null },
        target: null,
        person: null,
        details: { reason: 'nightly' },
      }),
    ]);
  });

  it('names an erased person by the pseudonym the entry kept', async () => {
    await addEntry(database(), {
      action: 'test.about_erased',
      companyId: acmeId(),
      target: 'erased-person:7d1e',
      subjectUserId: 987_654,
    });
    const { entries } = trailOf(await callers.alicia('GET', `${trail}?action=test.about_erased`));
    expect(entries[0]?.person).toEqual({ id: 987_654, name: 'erased-person:7d1e', email: null });
  });
});

describe('paging', () => {
  it('breaks a tie of times by the newest id first, so pages never repeat an entry', async () => {
    const at = '2025-06-01T12:00:00Z';
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push(await addEntry(database(), { action: 'test.same_time', companyId: acmeId(), at }));
    }
    const pages = [];
    for (const page of [1, 2, 3]) {
      const answer = trailOf(
        await callers.alicia('GET', `${trail}?action=test.same_time&pageSize=1&page=${page}`),
      );
      expect(answer).toMatchObject({ total: 3, page, page_size: 1 });
      pages.push(...answer.entries.map((entry) => entry.id));
    }
    expect(pages).toEqual([...ids].reverse());
  });

  it('answers an empty page past the end, with the total kept', async () => {
    const answer = trailOf(await callers.alicia('GET', `${trail}?action=test.same_time&page=9`));
    expect(answer).toMatchObject({ entries: [], total: 3, page: 9, page_size: 10 });
  });
});

describe('validation', () => {
  it.each([
    ['pageSize=101', 'pageSize: must be 100 or less'],
    ['page=0', 'page: must be 1 or more'],
    ['page=two', 'page: must be a number'],
    ['actor=nobody', 'actor: must be an e-mail address or an account id'],
    ['person=%20', 'person: must be an e-mail address or an account id'],
    ['action=Result.Read', 'action: must be an action code such as result.read'],
    ['from=2026-01-02&to=2026-01-01', 'to: must not be before from'],
  ])('answers 400 to %s, naming the field', async (query, problem) => {
    const response = await callers.alicia('GET', `${trail}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.body.message).toContain(problem);
  });

  it.each([
    ['lang=en', 'format'],
    ['format=xlsx&lang=en', 'format: must be csv'],
    ['format=csv', 'lang'],
    ['format=csv&lang=fr', 'lang'],
    ['format=csv&lang=en&actor=nobody', 'actor'],
  ])('refuses the download %s with 400, naming the field', async (query, field) => {
    const before = await countOf(database(), { action: 'audit.exported' });
    const response = await callers.alicia('GET', `${trail}/export?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.body.message).toContain(field);
    expect(await countOf(database(), { action: 'audit.exported' })).toBe(before);
  });
});

describe('the download', () => {
  it('answers a CSV with an English header, a dated file name and no caching', async () => {
    const response = await callers.alicia('GET', `${trail}/export?format=csv&lang=en`);
    expect(response.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(String(response.headers['content-disposition'])).toContain(`audit-trail-${today}.csv`);
    expect(response.headers['cache-control']).toBe('no-store');
    const rows: string[][] = parse(response.payload, { bom: true });
    expect(rows[0]).toEqual(expectedEnglishTrailHeader);
  });

  it('writes one row per entry the filters keep, its details as JSON', async () => {
    const response = await callers.alicia(
      'GET',
      `${trail}/export?format=csv&lang=en&action=company.role_changed`,
    );
    const rows: string[][] = parse(response.payload, { bom: true });
    expect(rows).toHaveLength(2);
    const [at, ...cells] = rows[1]!;
    expect(new Date(at!).toISOString()).toBe(at);
    // The database keeps JSON keys in its own order: the cell is compared as JSON.
    expect(JSON.parse(cells.pop()!)).toEqual({ from: 'employee', to: 'manager' });
    expect(cells).toEqual(expectedRoleChangeCells);
  });

  it('records the filters as they were typed, the rows and the language', async () => {
    const response = await callers.alicia(
      'GET',
      `${trail}/export?format=csv&lang=pt&person=Erin@acme.example&from=2020-01-01`,
    );
    expect(response.statusCode).toBe(200);
    const rows: string[][] = parse(response.payload, { bom: true });
    const { entries } = trailOf(
      await callers.alicia('GET', `${trail}?action=audit.exported&pageSize=1`),
    );
    expect(entries[0]).toMatchObject({
      actor: { id: aliciaId },
      company: { id: acmeId() },
      person: null,
      details: {
        filters: { person: { email: 'erin@acme.example' }, from: '2020-01-01' },
        rows: rows.length - 1,
        lang: 'pt',
      },
    });
  });
});
