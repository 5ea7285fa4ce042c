import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  actionsOf,
  addEntry,
  auditTrailFixture,
  countOf,
  platformAdminIdOf,
  trailOf,
  userIdByEmail,
} from './testing';

const { acmeId, callers, database, globexId } = auditTrailFixture();
let petraId: number;
const trail = '/api/admin/audit-trail';

beforeAll(async () => {
  petraId = await platformAdminIdOf(database(), 'admin@facet.example');
  await addEntry(database(), { action: 'test.in_acme', companyId: acmeId() });
  await addEntry(database(), { action: 'test.in_globex', companyId: globexId() });
  // The platform's own entries belong to no company.
  await addEntry(database(), {
    action: 'test.platform_wide',
    actorKind: 'admin',
    actorId: petraId,
  });
  await addEntry(database(), { action: 'test.by_a_visitor', actorKind: 'visitor' });
});

describe('who may read the platform trail', () => {
  it('refuses a visitor and every company user with 401, the company admin included', async () => {
    for (const caller of [callers.visitor, callers.alicia, callers.gus, callers.erin]) {
      expect((await caller('GET', trail)).statusCode).toBe(401);
      expect((await caller('GET', `${trail}/export?format=csv&lang=en`)).statusCode).toBe(401);
    }
    expect(await countOf(database(), { action: 'audit.exported' })).toBe(0);
  });
});

describe('the whole platform', () => {
  it("holds every company's entries and the platform's own, which name no company", async () => {
    const { entries } = trailOf(await callers.platformAdmin('GET', `${trail}?pageSize=100`));
    expect(actionsOf(entries)).toEqual(
      expect.arrayContaining([
        'test.in_acme',
        'test.in_globex',
        'test.platform_wide',
        'test.by_a_visitor',
      ]),
    );
    const platformWide = entries.find((entry) => entry.action === 'test.platform_wide');
    expect(platformWide).toMatchObject({
      company: null,
      actor: { kind: 'admin', id: petraId, name: 'Petra Admin', email: 'admin@facet.example' },
    });
    const byVisitor = entries.find((entry) => entry.action === 'test.by_a_visitor');
    expect(byVisitor?.actor).toEqual({ kind: 'visitor', id: null, name: null, email: null });
  });

  it("keeps one company's entries, and leaves the platform's own out, when a company is named", async () => {
    const { entries, total } = trailOf(
      await callers.platformAdmin('GET', `${trail}?company_id=${globexId()}&pageSize=100`),
    );
    expect(total).toBe(entries.length);
    expect(actionsOf(entries)).toContain('test.in_globex');
    expect(actionsOf(entries)).not.toContain('test.platform_wide');
    expect(actionsOf(entries)).not.toContain('test.in_acme');
  });

  it('finds a platform admin by address, not by an account id, which names a user', async () => {
    const byAddress = trailOf(
      await callers.platformAdmin('GET', `${trail}?actor=ADMIN@facet.example&pageSize=100`),
    );
    expect(actionsOf(byAddress.entries)).toContain('test.platform_wide');
    for (const entry of byAddress.entries) expect(entry.actor.kind).toBe('admin');
    const byId = trailOf(await callers.platformAdmin('GET', `${trail}?actor=${petraId}`));
    expect(byId.entries.every((entry) => entry.actor.kind === 'user')).toBe(true);
    expect(actionsOf(byId.entries)).not.toContain('test.platform_wide');
  });

  it('combines the company with the other filters', async () => {
    const erinId = await userIdByEmail(database(), 'erin@acme.example');
    await addEntry(database(), {
      action: 'test.about_erin',
      companyId: acmeId(),
      subjectUserId: erinId,
    });
    const inAcme = trailOf(
      await callers.platformAdmin('GET', `${trail}?company_id=${acmeId()}&person=${erinId}`),
    );
    expect(actionsOf(inAcme.entries)).toEqual(['test.about_erin']);
    const inGlobex = trailOf(
      await callers.platformAdmin('GET', `${trail}?company_id=${globexId()}&person=${erinId}`),
    );
    expect(inGlobex.total).toBe(0);
  });
});

describe('naming a company', () => {
  it('answers 404 for a company that does not exist, on the list and the download', async () => {
    expect((await callers.platformAdmin('GET', `${trail}?company_id=999999`)).statusCode).toBe(404);
    const download = await callers.platformAdmin(
      'GET',
      `${trail}/export?format=csv&lang=en&company_id=999999`,
    );
    expect(download.statusCode).toBe(404);
    expect(await countOf(database(), { action: 'audit.exported' })).toBe(0);
  });

  it.each([
    ['company_id=acme', 'company_id'],
    ['company_id=0', 'company_id'],
    ['actor=admin', 'actor: must be an e-mail address or an account id'],
    ['from=2026-02-30', 'from'],
    ['pageSize=0', 'pageSize: must be 1 or more'],
  ])('answers 400 to %s, naming the field', async (query, problem) => {
    const response = await callers.platformAdmin('GET', `${trail}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.body.message).toContain(problem);
  });
});

describe("the platform's download", () => {
  it('holds every company and writes the platform wide export with no company', async () => {
    const response = await callers.platformAdmin('GET', `${trail}/export?format=csv&lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows: string[][] = parse(response.payload, { bom: true });
    const company = rows[0]!.indexOf('Company');
    const companies = new Set(rows.slice(1).map((row) => row[company]));
    expect(companies).toEqual(new Set(['Acme Demo', 'Globex', '']));
    const recorded = await database()('audit_log').where({ action: 'audit.exported' });
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      actor_kind: 'admin',
      company_id: null,
      details: { filters: {}, rows: rows.length - 1, lang: 'en' },
    });
  });

  it('shows its own export at the top of the trail afterwards', async () => {
    const { entries } = trailOf(await callers.platformAdmin('GET', `${trail}?pageSize=1`));
    expect(entries[0]).toMatchObject({
      action: 'audit.exported',
      actor: { kind: 'admin', name: 'Petra Admin' },
      company: null,
      person: null,
    });
  });

  it("records the company it was narrowed to, and lands in that company's own trail", async () => {
    const response = await callers.platformAdmin(
      'GET',
      `${trail}/export?format=csv&lang=es&company_id=${acmeId()}&action=test.in_acme`,
    );
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toMatch(/registro-auditoria-/);
    const rows: string[][] = parse(response.payload, { bom: true });
    expect(rows.slice(1).map((row) => row[4])).toEqual(['test.in_acme']);
    const { entries } = trailOf(
      await callers.alicia('GET', '/api/companies/audit-trail?action=audit.exported'),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ kind: 'admin', name: 'Petra Admin' }),
        details: {
          filters: { company_id: acmeId(), action: 'test.in_acme' },
          rows: 1,
          lang: 'es',
        },
      }),
    ]);
  });
});
