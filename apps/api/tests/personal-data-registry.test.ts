import {
  demoPassword,
  entriesWithoutCompanyErasure,
  rowsOfAccount,
  tablesMissingFromRegistry,
} from '@facet/platform-db';
import type { ServerInjectOptions } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataRegistry } from '../src/personal-data';
import { companyBPeople, createApiWorld, type ApiWorld } from './support/api-world';

let world: ApiWorld;

beforeAll(async () => {
  world = await createApiWorld();
});
afterAll(() => world.close());

type Row = Record<string, unknown>;

async function signIn(email: string): Promise<string> {
  const response = await world.server.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '10.88.0.1',
    payload: { email, password: demoPassword, termsVersion: '1.0.0', privacyVersion: '1.0.0' },
  });
  expect(response.statusCode, response.payload).toBe(200);
  return (response.result as { token: string }).token;
}

async function as(token: string, options: ServerInjectOptions) {
  const response = await world.server.inject({
    ...options,
    headers: { authorization: `Bearer ${token}` },
  });
  return { statusCode: response.statusCode, body: JSON.parse(response.payload || '{}') as Row };
}

/** The person renames themself to `name`, then files a request for `right` while signed in. */
async function fileAs(token: string, name: string, email: string, right: string): Promise<number> {
  const renamed = await as(token, {
    method: 'PATCH',
    url: '/api/user/update-profile',
    payload: { name },
  });
  expect(renamed.statusCode).toBe(200);
  const filed = await as(token, {
    method: 'POST',
    url: '/api/arsulipo/user',
    payload: { name, email, right, entity: 'employee', message: 'About my data.', lang: 'en' },
  });
  expect(filed.statusCode).toBe(201);
  return (filed.body['arsulipo'] as { arsulipo_id: number }).arsulipo_id;
}

const platformAdmin = (options: ServerInjectOptions) => world.call('platformAdmin', options);

async function userIdOf(email: string): Promise<number> {
  const user = await world.database('users').where({ email }).first<{ id: string }>('id');
  return Number(user.id);
}

/** Every row of the tables where people's mail, invitations and audit entries live, by id. */
async function snapshot(): Promise<Record<string, Row[]>> {
  return {
    mail_outbox: await world.database('mail_outbox').orderBy('id'),
    invitations: await world.database('invitations').orderBy('id'),
    audit_log: await world.database('audit_log').orderBy('id'),
  };
}

describe('the personal-data registry', () => {
  it('speaks for every table of the schema, and names a table nobody declared', async () => {
    expect(await tablesMissingFromRegistry(world.database, personalDataRegistry)).toEqual([]);
    await world.database.schema.createTable('planted_people', (table) => {
      table.text('email');
    });
    try {
      expect(await tablesMissingFromRegistry(world.database, personalDataRegistry)).toEqual([
        'planted_people',
      ]);
    } finally {
      await world.database.schema.dropTable('planted_people');
    }
  });

  it("says for every company-scoped table of people's rows how one company's copy is erased (D91)", async () => {
    expect(await entriesWithoutCompanyErasure(world.database, personalDataRegistry)).toEqual([]);
    await world.database.schema.createTable('planted_candidates', (table) => {
      table.bigInteger('company_id');
      table.bigInteger('user_id');
    });
    try {
      const planted = [
        ...personalDataRegistry,
        { table: 'planted_candidates', person: rowsOfAccount('planted_candidates') },
      ];
      expect(await entriesWithoutCompanyErasure(world.database, planted)).toEqual([
        'planted_candidates',
      ]);
    } finally {
      await world.database.schema.dropTable('planted_candidates');
    }
  });

  it('exports to "Ana" of company B only her own mail and audit entries', async () => {
    const email = companyBPeople.manager;
    const token = await signIn(email);
    const userId = await userIdOf(email);
    const id = await fileAs(token, 'Ana', email, 'portability');
    const invited = await as(token, {
      method: 'POST',
      url: '/api/companies/invite',
      payload: { guest: 'ana.invitee@invitee.example', role: 'candidate', lang: 'en' },
    });
    expect(invited.statusCode).toBe(201);
    const granted = await platformAdmin({
      method: 'GET',
      url: `/api/arsulipo/portability?arsulipo_id=${id}&toPort=employee`,
    });
    expect(granted.statusCode).toBe(200);
    const url = new URL(String((granted.result as { url: string }).url));
    const exported = await world.server.inject({ method: 'GET', url: url.pathname });
    expect(exported.statusCode).toBe(200);
    const { tables } = JSON.parse(exported.payload) as { tables: Record<string, Row[]> };

    const mail = tables['mail_outbox'] ?? [];
    const mailToHer = await world.database('mail_outbox').where({ recipient: email }).pluck('id');
    expect(mail.map((row) => String(row['id'])).sort()).toEqual(mailToHer.map(String).sort());
    // The invitation she sent names her, but it is the invitee's mail, not hers.
    const invitation = await world
      .database('mail_outbox')
      .where({ recipient: 'ana.invitee@invitee.example' })
      .first<{ id: string; text_body: string }>('id', 'text_body');
    expect(invitation.text_body).toContain('Ana has invited you');
    expect(mail.map((row) => String(row['id']))).not.toContain(String(invitation.id));

    const audit = tables['audit_log'] ?? [];
    expect(audit.length).toBeGreaterThan(0);
    for (const entry of audit) {
      const hers =
        Number(entry['subject_user_id']) === userId ||
        (entry['actor_kind'] === 'user' && Number(entry['actor_id']) === userId) ||
        String(entry['target']).toLowerCase() === email;
      expect(hers, JSON.stringify(entry)).toBe(true);
      expect(Number(entry['company_id'] ?? world.companyB.id)).toBe(world.companyB.id);
    }
    expect(tables['invitations'] ?? []).toEqual([]);
  });

  it('erases "e" of company B and leaves every other mail, invitation and audit entry as it was', async () => {
    const email = companyBPeople.employee;
    const token = await signIn(email);
    const userId = await userIdOf(email);
    const id = await fileAs(token, 'e', email, 'suppression');
    // A pending invitation to her, and one from her company to someone else.
    const bAdmin = world.companyBAdminToken;
    const invitedElsewhere = await as(bAdmin, {
      method: 'POST',
      url: '/api/companies/invite',
      payload: { guest: 'eve.elsewhere@invitee.example', role: 'employee', lang: 'en' },
    });
    expect(invitedElsewhere.statusCode).toBe(201);

    const before = await snapshot();
    const isHers = (table: string, row: Row) => {
      if (table === 'mail_outbox') return String(row['recipient']).toLowerCase() === email;
      if (table === 'invitations') return String(row['guest_email']).toLowerCase() === email;
      return (
        Number(row['subject_user_id']) === userId ||
        (row['actor_kind'] === 'user' && Number(row['actor_id']) === userId) ||
        String(row['target']).toLowerCase() === email
      );
    };
    const erased = await platformAdmin({
      method: 'DELETE',
      url: `/api/arsulipo/suppression?arsulipo_id=${id}&toDelete=employee`,
    });
    expect(erased.statusCode, erased.payload).toBe(200);
    const after = await snapshot();

    for (const table of Object.keys(before)) {
      const others = before[table]!.filter((row) => !isHers(table, row));
      expect(others.length, table).toBeGreaterThan(0);
      const afterById = new Map(after[table]!.map((row) => [String(row['id']), row]));
      for (const row of others) {
        expect(afterById.get(String(row['id'])), `${table} ${String(row['id'])}`).toEqual(row);
      }
    }
    // Her own audit entries stay, under one pseudonym instead of her address and name.
    const hers = before['audit_log']!.filter((row) => isHers('audit_log', row));
    expect(hers.length).toBeGreaterThan(0);
    const kept = await world.database('audit_log').whereIn(
      'id',
      hers.map((row) => row['id'] as string),
    );
    expect(kept).toHaveLength(hers.length);
    const text = JSON.stringify(kept).toLowerCase();
    expect(text).not.toContain(email);
    expect(text).not.toContain('"name":"e"');
    const pseudonyms = new Set(text.match(/erased-person:[0-9a-f-]{36}/g));
    expect(pseudonyms.size).toBe(1);
    expect(await world.database('mail_outbox').where({ recipient: email })).toEqual([]);
    expect(await world.database('users').where({ id: userId })).toEqual([]);
  });
});
