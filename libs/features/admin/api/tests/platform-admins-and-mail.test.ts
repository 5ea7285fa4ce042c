import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPlatformAdmin,
  addUser,
  adminCaller,
  createAdminTestServer,
  type Caller,
} from './testing';

let testServer: TestServer;
let admin: Caller;
const database = () => testServer.testDatabase.database;

beforeAll(async () => {
  testServer = await createAdminTestServer();
  admin = adminCaller(testServer.server);
});
afterAll(() => testServer.close());

describe('platform admins', () => {
  it('lists and searches admins with the spec fields', async () => {
    const list = await admin('GET', '/api/admin/get?page=1');
    expect(list.statusCode).toBe(200);
    expect(list.body.petroAdmins).toEqual([
      expect.objectContaining({
        name: 'Petra Admin',
        email: 'admin@facet.example',
        notifications: expect.any(Boolean),
        petroAdmin_id: expect.any(Number),
      }),
    ]);
    const found = await admin('GET', '/api/admin/search/petroAdmin?searchTerm=petr');
    expect(found.body).toMatchObject({ totalCount: 1, page: 1, totalPages: 1 });
    expect((await admin('GET', '/api/admin/search/petroAdmin?searchTerm=pe')).statusCode).toBe(400);
  });

  it('refuses with 409 to delete the only admin, and 404 for an unknown one', async () => {
    const [only] = await database()('platform_admins').select('id');
    expect(
      (await admin('DELETE', '/api/admin/delete', { petroAdmin_id: only!.id })).statusCode,
    ).toBe(409);
    expect(
      (await admin('DELETE', '/api/admin/delete', { petroAdmin_id: 999_999 })).statusCode,
    ).toBe(404);
  });

  it('creates an admin (201) and refuses the same e-mail again (409)', async () => {
    const payload = {
      name: 'Otto Ops',
      email: 'otto@facet.example',
      password: 'Sturdy-Pass9',
      lang: 'en',
    };
    const created = await admin('POST', '/api/admin/create', payload);
    expect(created.statusCode).toBe(201);
    expect(created.body.petroAdmin).toMatchObject({ name: 'Otto Ops', notifications: false });
    expect(
      (await admin('POST', '/api/admin/create', { ...payload, email: 'OTTO@facet.example' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await admin('POST', '/api/admin/create', { ...payload, password: 'short' })).statusCode,
    ).toBe(400);
    const login = await testServer.server.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'otto@facet.example', password: 'Sturdy-Pass9' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('toggles notifications of another admin and renames oneself', async () => {
    const targetId = await addPlatformAdmin(database(), {
      name: 'Nadia Notes',
      email: 'nadia@facet.example',
    });
    const toggled = await admin('PATCH', '/api/admin/update', {
      petroAdmin_id: targetId,
      notifications: true,
    });
    expect(toggled.body.petroAdmin).toMatchObject({ petroAdmin_id: targetId, notifications: true });
    const renamed = await admin('PATCH', '/api/admin/update', { name: 'Petra Renamed' });
    expect(renamed.body.petroAdmin).toMatchObject({
      email: 'admin@facet.example',
      name: 'Petra Renamed',
    });
    expect((await admin('PATCH', '/api/admin/update', {})).statusCode).toBe(400);
    expect(
      (await admin('PATCH', '/api/admin/update', { petroAdmin_id: 999_999, notifications: true }))
        .statusCode,
    ).toBe(404);
  });

  it('e-mails an admin a password reset link', async () => {
    const targetId = await addPlatformAdmin(database(), {
      name: 'Rita Reset',
      email: 'rita@facet.example',
    });
    const sent = await admin('POST', '/api/admin/send-password-reset', {
      petroAdmin_id: targetId,
      lang: 'pt',
    });
    expect(sent.statusCode).toBe(204);
    const mail = await database()('mail_outbox').where({ recipient: 'rita@facet.example' }).first();
    expect(mail).toMatchObject({ kind: 'admin-password-reset', lang: 'pt' });
    expect(mail!.text_body).toContain('https://facet.example/admin/set-password/');
    expect(
      (await admin('POST', '/api/admin/send-password-reset', { petroAdmin_id: 999_999 }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes another admin, whose token then stops working', async () => {
    const targetId = await addPlatformAdmin(database(), {
      name: 'Dora Delete',
      email: 'dora@facet.example',
    });
    const dora = adminCaller(testServer.server, 'dora@facet.example');
    expect((await dora('GET', '/api/admin/get')).statusCode).toBe(200);
    expect(
      (await admin('DELETE', '/api/admin/delete', { petroAdmin_id: targetId })).statusCode,
    ).toBe(200);
    expect((await dora('GET', '/api/admin/get')).statusCode).toBe(401);
  });
});

describe('send mail', () => {
  const message = {
    subject: 'Maintenance on Sunday',
    messageEN: 'We will be away.',
    messageES: 'Estaremos fuera.',
    messagePT: 'Estaremos ausentes.',
  };

  it('queues one message per address, in each user language (204)', async () => {
    const sent = await admin('POST', '/api/admin/send-mail', {
      ...message,
      emailAll: false,
      emailArray: [
        'mario@acme.example',
        'JOAO@acme.example',
        'stranger@else.example',
        'mario@acme.example',
      ],
    });
    expect(sent.statusCode).toBe(204);
    const mails = await database()('mail_outbox')
      .where({ kind: 'admin-broadcast' })
      .select('recipient', 'lang', 'text_body');
    expect(mails.map(({ recipient, lang }) => [recipient, lang]).sort()).toEqual([
      ['joao@acme.example', 'pt'],
      ['mario@acme.example', 'es'],
      ['stranger@else.example', 'en'],
    ]);
    expect(mails.find((mail) => mail.lang === 'es')?.text_body).toContain('Estaremos fuera.');
  });

  it('sends to every user with emailAll', async () => {
    await database()('mail_outbox').where({ kind: 'admin-broadcast' }).delete();
    await addUser(database(), { name: 'Extra Person', email: 'extra@free.example', lang: 'pt' });
    const sent = await admin('POST', '/api/admin/send-mail', {
      ...message,
      emailAll: true,
      emailArray: [],
    });
    expect(sent.statusCode).toBe(204);
    const [users] = await database()('users').count<{ count: string }[]>('* as count');
    const [mails] = await database()('mail_outbox')
      .where({ kind: 'admin-broadcast' })
      .count<{ count: string }[]>('* as count');
    expect(Number(mails!.count)).toBe(Number(users!.count));
  });

  it('answers 400 for a missing field, no address or an invalid one', async () => {
    const bad = [
      { ...message, emailAll: false, emailArray: [] },
      { ...message, emailArray: ['not an address'] },
      { ...message, emailArray: ['a@b.example'], messagePT: '' },
      { emailArray: ['a@b.example'], subject: 'Hi' },
      { ...message, emailArray: ['a@b.example'], subject: 'two\nlines' },
    ];
    for (const payload of bad) {
      expect((await admin('POST', '/api/admin/send-mail', payload)).statusCode).toBe(400);
    }
  });
});
