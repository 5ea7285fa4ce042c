import { auditPersonalData, eraseSubject } from '@facet/platform-db';
import { resultReadActions } from '@facet/platform-kernel';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyAPeople,
  companyBPeople,
  createApiWorld,
  type ApiWorld,
  type Principal,
} from './support/api-world';

let world: ApiWorld;

beforeAll(async () => {
  world = await createApiWorld();
});
afterAll(() => world.close());

interface TrailEntry {
  id: number;
  action: string;
  actor: { kind: string; id: number | null; name: string | null; email: string | null };
  person: { id: number; name: string; email: string | null } | null;
  company: { id: number; name: string } | null;
}
interface TrailAnswer {
  entries: TrailEntry[];
  total: number;
  page: number;
  page_size: number;
}

async function get<Answer>(principal: Principal, url: string) {
  const response = await world.call(principal, { method: 'GET', url });
  return { statusCode: response.statusCode, body: JSON.parse(response.payload) as Answer };
}

async function userIdOf(email: string): Promise<number> {
  const user = await world.database('users').where({ email }).first<{ id: string }>('id');
  return Number(user.id);
}

const readErinsResult = () =>
  world.call('manager', {
    method: 'GET',
    url: `/api/companies/get-employee-result-inform?result_id=${world.companyA.employeeResultId}&email=${companyAPeople.employee}&lang=en`,
  });

describe('the audit log is append-only', () => {
  it('refuses the API role an update, a delete or a truncate', async () => {
    for (const statement of [
      `update audit_log set action = 'rewritten'`,
      'delete from audit_log',
      'truncate audit_log',
    ]) {
      await expect(
        world.database.transaction(async (transaction) => {
          await transaction.raw('set local role facet_api');
          await transaction.raw(statement);
        }),
        statement,
      ).rejects.toThrow(/permission denied/);
    }
  });

  it('refuses the owner too unless the erasure opened it', async () => {
    await expect(world.database('audit_log').update({ action: 'rewritten' })).rejects.toThrow(
      /append-only/,
    );
    await expect(world.database('audit_log').delete()).rejects.toThrow(/append-only/);
    // With the people its entries list: alone, the foreign key would refuse before the rule.
    await expect(world.database.raw('truncate audit_log, audit_log_people')).rejects.toThrow(
      /append-only/,
    );
  });

  it('lets a deleted company take its id off its entries, and nothing else', async () => {
    const [company] = await world
      .database('companies')
      .insert({ name: 'Short Lived', email: 'short@lived.example', licences: 0 })
      .returning<{ id: number }[]>('id');
    const [entry] = await world
      .database('audit_log')
      .insert({ actor_kind: 'system', action: 'test.short_lived', company_id: company!.id })
      .returning<{ id: number }[]>('id');
    await expect(
      world.database('audit_log').where({ id: entry!.id }).update({ company_id: null }),
    ).rejects.toThrow(/append-only/);
    await world.database('companies').where({ id: company!.id }).delete();
    const kept = await world.database('audit_log').where({ id: entry!.id }).first();
    expect(kept).toMatchObject({ action: 'test.short_lived', company_id: null });
  });

  it("pseudonymises one person's entries through the registry and nobody else's", async () => {
    expect((await readErinsResult()).statusCode).toBe(200);
    const joao = {
      kind: 'person' as const,
      userId: await userIdOf(companyAPeople.otherEmployee),
      email: companyAPeople.otherEmployee,
    };
    await world.database('audit_log').insert({
      actor_kind: 'system',
      action: 'test.about_joao',
      target: joao.email,
      subject_user_id: joao.userId,
      details: JSON.stringify({ name: 'Joao Employee' }),
    });
    const before = await world.database('audit_log').orderBy('id');
    const pseudonym = await world.database.transaction((transaction) =>
      eraseSubject(transaction, auditPersonalData, joao),
    );
    const after = await world.database('audit_log').orderBy('id');
    expect(after).toHaveLength(before.length);
    const changed = after.filter(
      (row, index) => JSON.stringify(row) !== JSON.stringify(before[index]),
    );
    expect(changed.length).toBeGreaterThan(0);
    for (const row of changed) {
      expect(
        Number(row.subject_user_id) === joao.userId || Number(row.actor_id) === joao.userId,
      ).toBe(true);
    }
    const aboutJoao = after.find((row) => row.action === 'test.about_joao');
    expect(aboutJoao).toMatchObject({ target: pseudonym, details: { name: pseudonym } });
    // Closed again once the erasure is done.
    await expect(
      world.database.transaction(async (transaction) => {
        await eraseSubject(transaction, auditPersonalData, joao);
        await transaction('audit_log').update({ action: 'rewritten' });
      }),
    ).rejects.toThrow(/append-only/);
  });
});

describe("a manager's read of a result", () => {
  it('writes exactly one entry about the person, and none when the person reads their own', async () => {
    const erinId = await userIdOf(companyAPeople.employee);
    const count = () =>
      world
        .database('audit_log')
        .where({ subject_user_id: erinId })
        .count<{ count: string }[]>('* as count');
    const before = Number((await count())[0]!.count);
    expect((await readErinsResult()).statusCode).toBe(200);
    expect(Number((await count())[0]!.count)).toBe(before + 1);
    const own = await world.call('employee', {
      method: 'GET',
      url: `/api/diagnoses/get-result-inform?result_id=${world.companyA.employeeResultId}&lang=en`,
    });
    expect(own.statusCode).toBe(200);
    expect(Number((await count())[0]!.count)).toBe(before + 1);
  });

  it("shows on the person's account who read it, and to nobody else", async () => {
    expect((await readErinsResult()).statusCode).toBe(200);
    const erin = await get<{
      reads: { reader: { name: string; role: string }; what: string; company: { name: string } }[];
      total: number;
    }>('employee', '/api/user/result-reads');
    expect(erin.statusCode).toBe(200);
    expect(erin.body.reads[0]).toMatchObject({
      reader: { name: 'Mario Manager', role: 'manager' },
      what: 'resultPage',
      company: { name: 'Acme Demo' },
    });
    for (const other of ['manager', 'candidate', 'otherManager'] as const) {
      const theirs = await get<{ reads: { reader: { name: string } }[] }>(
        other,
        '/api/user/result-reads',
      );
      expect(theirs.statusCode).toBe(200);
      expect(theirs.body.reads.filter((read) => read.reader.name === 'Mario Manager')).toEqual([]);
    }
  });
});

describe('the company trail', () => {
  it('lets only the company admin read it, and only their company', async () => {
    expect((await get('manager', '/api/companies/audit-trail')).statusCode).toBe(403);
    expect((await get('employee', '/api/companies/audit-trail')).statusCode).toBe(403);
    const trail = await get<TrailAnswer>('companyAdmin', '/api/companies/audit-trail?pageSize=100');
    expect(trail.statusCode).toBe(200);
    expect(trail.body.total).toBeGreaterThan(0);
    for (const entry of trail.body.entries) expect(entry.company?.id).toBe(world.companyA.id);
    const total = await world
      .database('audit_log')
      .where({ company_id: world.companyA.id })
      .count<{ count: string }[]>('* as count');
    expect(trail.body.total).toBe(Number(total[0]!.count));
  });

  it('filters by action, person, actor and days, and pages', async () => {
    expect((await readErinsResult()).statusCode).toBe(200);
    const erinId = await userIdOf(companyAPeople.employee);
    const marioId = await userIdOf(companyAPeople.manager);
    const byPerson = await get<TrailAnswer>(
      'companyAdmin',
      `/api/companies/audit-trail?action=${resultReadActions.resultPage}&person=${companyAPeople.employee}&actor=${marioId}`,
    );
    expect(byPerson.statusCode).toBe(200);
    expect(byPerson.body.total).toBeGreaterThan(0);
    for (const entry of byPerson.body.entries) {
      expect(entry).toMatchObject({
        action: 'result.read',
        person: { id: erinId, name: 'Erin Employee', email: companyAPeople.employee },
        actor: { kind: 'user', id: marioId, name: 'Mario Manager', email: companyAPeople.manager },
      });
    }
    const byId = await get<TrailAnswer>(
      'companyAdmin',
      `/api/companies/audit-trail?action=result.read&person=${erinId}`,
    );
    expect(byId.body.total).toBe(byPerson.body.total);
    const past = await get<TrailAnswer>(
      'companyAdmin',
      '/api/companies/audit-trail?from=2000-01-01&to=2000-12-31',
    );
    expect(past.body.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const all = await get<TrailAnswer>(
      'companyAdmin',
      `/api/companies/audit-trail?from=${today}&to=${today}`,
    );
    expect(all.body.total).toBeGreaterThan(2);
    const first = await get<TrailAnswer>('companyAdmin', '/api/companies/audit-trail?pageSize=2');
    const second = await get<TrailAnswer>(
      'companyAdmin',
      '/api/companies/audit-trail?pageSize=2&page=2',
    );
    expect(first.body).toMatchObject({ page: 1, page_size: 2, total: all.body.total });
    expect(first.body.entries).toHaveLength(2);
    expect(second.body.entries[0]!.id).toBeLessThan(first.body.entries[1]!.id);
    const nobody = await get<TrailAnswer>(
      'companyAdmin',
      '/api/companies/audit-trail?person=nobody@nowhere.example',
    );
    expect(nobody.body.total).toBe(0);
  });

  it('refuses bad filters with the field named', async () => {
    for (const query of [
      'person=erin',
      'action=DROP%20TABLE',
      'from=2026-13-01',
      'from=2026-02-02&to=2026-02-01',
      'person=1.5',
    ]) {
      const response = await world.call('companyAdmin', {
        method: 'GET',
        url: `/api/companies/audit-trail?${query}`,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('exports the filtered trail as CSV in the chosen language, and records the export once', async () => {
    const exportsBefore = await world
      .database('audit_log')
      .where({ action: 'audit.exported' })
      .count<{ count: string }[]>('* as count');
    const response = await world.call('companyAdmin', {
      method: 'GET',
      url: `/api/companies/audit-trail/export?format=csv&lang=es&action=result.read`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(response.headers['content-disposition'])).toMatch(/registro-auditoria-.*\.csv/);
    const rows: string[][] = parse(response.payload, { bom: true });
    expect(rows[0]).toEqual(expect.arrayContaining(['Hora (UTC)', 'Acción', 'Persona']));
    const filtered = await get<TrailAnswer>(
      'companyAdmin',
      '/api/companies/audit-trail?action=result.read',
    );
    expect(rows).toHaveLength(filtered.body.total + 1);
    for (const row of rows.slice(1)) expect(row[4]).toBe('result.read');
    const exportsAfter = await world
      .database('audit_log')
      .where({ action: 'audit.exported' })
      .count<{ count: string }[]>('* as count');
    expect(Number(exportsAfter[0]!.count)).toBe(Number(exportsBefore[0]!.count) + 1);
    expect(
      (
        await world.call('manager', {
          method: 'GET',
          url: '/api/companies/audit-trail/export?format=csv&lang=en',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the platform trail', () => {
  it('shows every company, or the one named', async () => {
    const all = await get<TrailAnswer>('platformAdmin', '/api/admin/audit-trail?pageSize=100');
    expect(all.statusCode).toBe(200);
    const companies = new Set(all.body.entries.map((entry) => entry.company?.id ?? null));
    expect(companies.has(world.companyA.id)).toBe(true);
    expect(companies.has(world.companyB.id)).toBe(true);
    const onlyB = await get<TrailAnswer>(
      'platformAdmin',
      `/api/admin/audit-trail?company_id=${world.companyB.id}&pageSize=100`,
    );
    expect(onlyB.body.total).toBeGreaterThan(0);
    for (const entry of onlyB.body.entries) expect(entry.company?.id).toBe(world.companyB.id);
    const bea = await get<TrailAnswer>(
      'platformAdmin',
      `/api/admin/audit-trail?actor=${companyBPeople.admin}`,
    );
    expect(bea.body.total).toBeGreaterThan(0);
    for (const entry of bea.body.entries) expect(entry.actor.email).toBe(companyBPeople.admin);
    expect(
      (await get('platformAdmin', '/api/admin/audit-trail?company_id=999999')).statusCode,
    ).toBe(404);
    expect((await get('companyAdmin', '/api/admin/audit-trail')).statusCode).toBe(401);
  });

  it('exports as CSV and records the export once', async () => {
    const response = await world.call('platformAdmin', {
      method: 'GET',
      url: `/api/admin/audit-trail/export?format=csv&lang=pt&company_id=${world.companyB.id}`,
    });
    expect(response.statusCode).toBe(200);
    const rows: string[][] = parse(response.payload, { bom: true });
    expect(rows[0]![0]).toBe('Hora (UTC)');
    expect(rows.length).toBeGreaterThan(1);
    const recorded = await world
      .database('audit_log')
      .where({ action: 'audit.exported', actor_kind: 'admin' });
    expect(recorded).toHaveLength(1);
    expect(Number(recorded[0]!.company_id)).toBe(world.companyB.id);
  });
});
