import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessRequest,
  adminCaller,
  createDataRightsTestServer,
  rowsAboutPerson,
  seedEverythingAbout,
  userCaller,
  type Caller,
} from '@facet/data-rights-api/testing';
import { personalDataRegistry } from '../src/personal-data';

let testServer: TestServer;
let admin: Caller;
const database = () => testServer.testDatabase.database;

beforeAll(async () => {
  testServer = await createDataRightsTestServer(personalDataRegistry);
  admin = adminCaller(testServer.server);
});
afterAll(() => testServer.close());

/** Every text and JSON value of every table that contains the needle, as `table.column`. */
async function placesHolding(needle: string): Promise<string[]> {
  const columns = await database()('information_schema.columns')
    .where({ table_schema: 'public' })
    .whereIn('data_type', ['text', 'character varying', 'jsonb', 'json'])
    .select<{ table_name: string; column_name: string }[]>('table_name', 'column_name');
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const hit = await database()(table_name)
      .whereRaw(`position(lower(?) in lower(??::text)) > 0`, [needle, column_name])
      .first();
    if (hit) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe('DELETE /api/arsulipo/suppression', () => {
  it('erases the person so that no table holds their e-mail or name', async () => {
    const joao = userCaller(testServer.server, 'joao@acme.example');
    const { userId } = await seedEverythingAbout(database(), {
      name: 'Joao Employee',
      email: 'joao@acme.example',
    });
    const { body } = await joao('POST', '/api/arsulipo/user', {
      ...accessRequest,
      name: 'Joao Employee',
      email: 'joao@acme.example',
      right: 'suppression',
      entity: 'employee',
      message: 'Please delete everything about Joao Employee.',
    });
    const id = (body.arsulipo as { arsulipo_id: number }).arsulipo_id;
    await joao('PATCH', '/api/arsulipo/user', {
      arsulipo_id: id,
      message: 'Joao here.',
      lang: 'pt',
    });
    const before = await placesHolding('joao@acme.example');
    expect(before).toEqual(
      expect.arrayContaining([
        'users.email',
        'contact_requests.email',
        'invitations.guest_email',
        'one_time_tokens.email',
        'rate_limits.key',
        'mail_outbox.recipient',
        'audit_log.target',
        'data_rights_requests.email',
      ]),
    );
    expect(await placesHolding('Joao Employee')).toEqual(
      expect.arrayContaining(['users.name', 'contact_requests.name', 'audit_log.details']),
    );

    const answer = await admin(
      'DELETE',
      `/api/arsulipo/suppression?arsulipo_id=${id}&toDelete=employee`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.arsulipo).toMatchObject({
      status: 'accepted',
      solution: 'suppression',
      name: 'Erased person',
    });
    expect(await placesHolding('joao@acme.example')).toEqual([]);
    expect(await placesHolding('Joao Employee')).toEqual([]);
    const counts = await database()('results')
      .where({ user_id: userId })
      .count<{ count: string }[]>('* as count');
    expect(Number(counts[0]!.count)).toBe(0);
    // Only audit entries keep the erased account's id, as the actor of what it did.
    const left = await rowsAboutPerson(database(), { userId, email: 'joao@acme.example' });
    expect(Object.keys(left)).toEqual(['audit_log']);
    // The company keeps its licences and other members; the audit keeps the action.
    const company = await database()('companies').where({ name: 'Acme Demo' }).first();
    expect(company!.licences).toBe(25);
    const audit = await database()('audit_log')
      .where({ action: 'data_rights.suppression' })
      .first();
    expect(audit).toMatchObject({ target: `arsulipo:${id}` });
    expect((await admin('GET', `/api/arsulipo/admin/${id}`)).statusCode).toBe(200);
  });

  it('answers 404 when the person has already been erased', async () => {
    const [request] = await database()('data_rights_requests')
      .where({ right: 'suppression' })
      .select('id');
    await database()('data_rights_requests').where({ id: request!.id }).update({ status: 'new' });
    const again = await admin(
      'DELETE',
      `/api/arsulipo/suppression?arsulipo_id=${request!.id}&toDelete=employee`,
    );
    expect(again.statusCode).toBe(404);
  });

  it('erases a company’s own data for its administrator and keeps its licences', async () => {
    const alicia = userCaller(testServer.server, 'alicia@acme.example');
    const { body } = await alicia('POST', '/api/arsulipo/user', {
      ...accessRequest,
      name: 'Alicia Owner',
      email: 'alicia@acme.example',
      right: 'suppression',
      entity: 'company',
      message: 'Please erase our company data.',
    });
    const id = (body.arsulipo as { arsulipo_id: number }).arsulipo_id;
    const answer = await admin(
      'DELETE',
      `/api/arsulipo/suppression?arsulipo_id=${id}&toDelete=company`,
    );
    expect(answer.statusCode).toBe(200);
    expect(await placesHolding('hello@acme.example')).toEqual([]);
    expect(await placesHolding('Acme Demo')).toEqual([]);
    const memberships = await database()('memberships').count<{ count: string }[]>('* as count');
    expect(Number(memberships[0]!.count)).toBeGreaterThan(0);
  });

  it('answers 403 for a company the person does not administer', async () => {
    const erin = userCaller(testServer.server, 'erin@acme.example');
    const { body } = await erin('POST', '/api/arsulipo/user', {
      ...accessRequest,
      right: 'suppression',
      entity: 'company',
    });
    const id = (body.arsulipo as { arsulipo_id: number }).arsulipo_id;
    const answer = await admin(
      'DELETE',
      `/api/arsulipo/suppression?arsulipo_id=${id}&toDelete=company`,
    );
    expect(answer.statusCode).toBe(403);
  });
});
