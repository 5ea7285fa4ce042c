import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessRequest,
  adminCaller,
  createDataRightsTestServer,
  userCaller,
  visitorCaller,
  type Caller,
} from './testing';

let testServer: TestServer;
let erin: Caller;
let joao: Caller;
let visitor: Caller;
let admin: Caller;
const database = () => testServer.testDatabase.database;

beforeAll(async () => {
  testServer = await createDataRightsTestServer();
  erin = userCaller(testServer.server, 'erin@acme.example');
  joao = userCaller(testServer.server, 'joao@acme.example');
  visitor = visitorCaller(testServer.server);
  admin = adminCaller(testServer.server);
});
afterAll(() => testServer.close());

describe('POST /api/arsulipo/user', () => {
  it('answers 201, ties the request to the signed-in user and mails person and admins', async () => {
    const { statusCode, body } = await erin('POST', '/api/arsulipo/user', accessRequest);
    expect(statusCode).toBe(201);
    expect(body.arsulipo).toMatchObject({ right: 'access', status: 'new', solution: null });
    const row = await database()('data_rights_requests')
      .where({ email: 'erin@acme.example' })
      .first();
    expect(row).toMatchObject({ identity_confirmed: true });
    expect(row!.user_id).not.toBeNull();
    const mails = await database()('mail_outbox').orderBy('id');
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ['data-rights-update', 'erin@acme.example'],
      ['admin-notification', 'admin@facet.example'],
    ]);
    const audit = await database()('audit_log').where({ action: 'data_rights.filed' }).first();
    expect(audit).toMatchObject({ actor_kind: 'user', target: `arsulipo:${row!.id}` });
  });

  it('accepts a visitor and ties the request to the account holding the address, unconfirmed', async () => {
    const { statusCode } = await visitor('POST', '/api/arsulipo/user?related=employee', {
      ...accessRequest,
      name: 'Joao Employee',
      email: 'JOAO@acme.example',
      right: 'suppression',
      lang: 'pt',
    });
    expect(statusCode).toBe(201);
    const row = await database()('data_rights_requests')
      .where({ email: 'joao@acme.example' })
      .first();
    expect(row).toMatchObject({ entity: 'employee', identity_confirmed: false, lang: 'pt' });
    expect(row!.user_id).not.toBeNull();
  });

  it('accepts a visitor without an account and keeps no user', async () => {
    const { statusCode } = await visitor('POST', '/api/arsulipo/user', {
      ...accessRequest,
      name: 'Vera Visitor',
      email: 'vera@visitor.example',
    });
    expect(statusCode).toBe(201);
    const row = await database()('data_rights_requests')
      .where({ email: 'vera@visitor.example' })
      .first();
    expect(row!.user_id).toBeNull();
  });

  it('answers 400 naming each field the form rules refuse', async () => {
    const { statusCode, body } = await visitor('POST', '/api/arsulipo/user', {
      name: 'R2D2',
      email: 'not-an-address',
      phone: '123',
      right: 'portability',
      message: '',
    });
    expect(statusCode).toBe(400);
    for (const field of ['name', 'email', 'phone', 'message']) {
      expect(body.message).toContain(`${field}:`);
    }
  });

  it('answers 400 when portability, suppression or rectification has no entity', async () => {
    const { statusCode, body } = await erin('POST', '/api/arsulipo/user', {
      ...accessRequest,
      right: 'rectification',
    });
    expect(statusCode).toBe(400);
    expect(body.message).toMatch(/^entity: /);
  });

  it('answers 401 for an invalid token rather than filing as a visitor', async () => {
    const response = await testServer.server.inject({
      method: 'POST',
      url: '/api/arsulipo/user',
      payload: accessRequest,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/arsulipo/user', () => {
  it('lists only the caller’s own requests, paged', async () => {
    const { statusCode, body } = await erin('GET', '/api/arsulipo/user?page=1');
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ page: 1, totalPages: 1, total: 1 });
    const joaoList = await joao('GET', '/api/arsulipo/user');
    expect((joaoList.body.arsulipos as { right: string }[]).map((r) => r.right)).toEqual([
      'suppression',
    ]);
  });

  it('shows one own request with its thread and answers 404 for another person’s', async () => {
    const own = await erin('GET', '/api/arsulipo/user');
    const id = (own.body.arsulipos as { arsulipo_id: number }[])[0]!.arsulipo_id;
    const detail = await erin('GET', `/api/arsulipo/user/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toMatchObject({ arsulipo: { arsulipo_id: id }, messages: [] });
    expect((await joao('GET', `/api/arsulipo/user/${id}`)).statusCode).toBe(404);
    expect((await erin('GET', '/api/arsulipo/user/999999')).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await visitor('GET', '/api/arsulipo/user')).statusCode).toBe(401);
  });
});

describe('PATCH /api/arsulipo/user', () => {
  it('adds the person’s message to the thread without confirming a request a visitor filed', async () => {
    const joaoList = await joao('GET', '/api/arsulipo/user');
    const id = (joaoList.body.arsulipos as { arsulipo_id: number }[])[0]!.arsulipo_id;
    const { statusCode, body } = await joao('PATCH', '/api/arsulipo/user', {
      arsulipo_id: id,
      message: 'What is this?',
      lang: 'pt',
    });
    expect(statusCode).toBe(200);
    expect(body.messages).toEqual([
      expect.objectContaining({ author: 'user', body: 'What is this?' }),
    ]);
    expect(body.arsulipo).toMatchObject({ identity_confirmed: false });
    const row = await database()('data_rights_requests').where({ id }).first();
    expect(row!.identity_confirmed).toBe(false);
  });

  it('confirms the request when the owner says they filed it', async () => {
    const joaoList = await joao('GET', '/api/arsulipo/user');
    const id = (joaoList.body.arsulipos as { arsulipo_id: number }[])[0]!.arsulipo_id;
    const { statusCode, body } = await joao('PATCH', '/api/arsulipo/user', {
      arsulipo_id: id,
      message: 'Yes, it was me who asked.',
      lang: 'pt',
      confirmsRequest: true,
    });
    expect(statusCode).toBe(200);
    expect(body.arsulipo).toMatchObject({ identity_confirmed: true });
    const audit = await database()('audit_log')
      .where({ action: 'data_rights.confirmed', target: `arsulipo:${id}` })
      .first();
    expect(audit).toMatchObject({ actor_kind: 'user' });
    const refused = await joao('PATCH', '/api/arsulipo/user', {
      arsulipo_id: id,
      message: 'Yes.',
      lang: 'pt',
      confirmsRequest: 'yes',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('answers 404 when writing in another person’s request', async () => {
    const joaoList = await joao('GET', '/api/arsulipo/user');
    const id = (joaoList.body.arsulipos as { arsulipo_id: number }[])[0]!.arsulipo_id;
    const { statusCode } = await erin('PATCH', '/api/arsulipo/user', {
      arsulipo_id: id,
      message: 'Not mine.',
      lang: 'en',
    });
    expect(statusCode).toBe(404);
  });
});

describe('the admin routes', () => {
  it('refuse a user token with 401 and answer the admin', async () => {
    expect((await erin('GET', '/api/arsulipo/admin')).statusCode).toBe(401);
    expect(
      (await erin('PATCH', '/api/arsulipo/admin', { arsulipo_id: 1, status: 'accepted' }))
        .statusCode,
    ).toBe(401);
    expect((await erin('GET', '/api/arsulipo/adminInform?arsulipo_id=1&lang=en')).statusCode).toBe(
      401,
    );
    expect(
      (await erin('DELETE', '/api/arsulipo/suppression?arsulipo_id=1&toDelete=employee'))
        .statusCode,
    ).toBe(401);
    const list = await admin('GET', '/api/arsulipo/admin?page=1');
    expect(list.statusCode).toBe(200);
    expect(list.body.total).toBe(3);
  });
});
