import { companySessionPorts } from '@facet/company-api';
import { seedDemo } from '@facet/platform-db';
import {
  createTestServer,
  signIn,
  testPublicUrl,
  testSessionOptions,
  type TestServer,
} from '@facet/platform-testing';
import { notifiedPlatformAdmins, sessionPlugin } from '@facet/session-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactPlugin } from '../src/index';

let testServer: TestServer;
let adminToken: string;
let userToken: string;
const database = () => testServer.testDatabase.database;

beforeAll(async () => {
  testServer = await createTestServer({
    plugins: [
      {
        plugin: sessionPlugin,
        options: { ...testSessionOptions, ...companySessionPorts },
      },
      {
        plugin: contactPlugin,
        options: {
          notifiedPlatformAdmins,
          publicUrl: testPublicUrl,
          rateLimit: { attempts: 12, windowSeconds: 3600 },
        },
      },
    ],
  });
  await seedDemo(database());
  adminToken = await signIn(testServer.server, 'admin@facet.example', 'admin');
  userToken = await signIn(testServer.server, 'erin@acme.example');
});
afterAll(() => testServer.close());

async function call(method: string, url: string, payload?: object, token?: string) {
  const response = await testServer.server.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { statusCode: response.statusCode, body: JSON.parse(response.payload || '{}') };
}

const form = (email: string) => ({
  name: 'Vera Visitor',
  email,
  phone_prefix: '+34',
  phone: '600 123 456',
  lang: 'es',
  message: 'We would like a demo for our team.',
});

const setState = (form_id: number, state: string) =>
  call('PATCH', '/api/contact/update', { form_id, state, lang: 'en' }, adminToken);

describe('POST /api/contact/create', () => {
  it('answers 201 and notifies the admins who have notifications on', async () => {
    const { statusCode, body } = await call(
      'POST',
      '/api/contact/create',
      form('vera@visitor.example'),
    );
    expect(statusCode).toBe(201);
    expect(body.contactForm).toMatchObject({ status: 'new', phone: '600123456', lang: 'es' });
    const mail = await database()('mail_outbox').where({ kind: 'admin-notification' }).first();
    expect(mail).toMatchObject({ recipient: 'admin@facet.example' });
  });

  it('answers 400 naming the fields the form rules refuse', async () => {
    const { statusCode, body } = await call('POST', '/api/contact/create', {
      ...form('x@visitor.example'),
      name: 'Vera 2',
      phone_prefix: '34',
      phone: '12',
      message: 'x'.repeat(601),
    });
    expect(statusCode).toBe(400);
    for (const field of ['name', 'phone_prefix', 'phone', 'message']) {
      expect(body.message).toContain(`${field}:`);
    }
  });

  it('answers 409 while the same address has an unread request', async () => {
    const { statusCode } = await call('POST', '/api/contact/create', form('VERA@visitor.example'));
    expect(statusCode).toBe(409);
  });

  it('answers 406 while the earlier request is under review', async () => {
    const created = await call('POST', '/api/contact/create', form('rev@visitor.example'));
    await setState(created.body.contactForm.form_id, 'inProgress');
    expect(
      (await call('POST', '/api/contact/create', form('rev@visitor.example'))).statusCode,
    ).toBe(406);
  });

  it('answers 423 once contacted, and lets a new request through after a closed one', async () => {
    const created = await call('POST', '/api/contact/create', form('done@visitor.example'));
    await setState(created.body.contactForm.form_id, 'contacted');
    expect(
      (await call('POST', '/api/contact/create', form('done@visitor.example'))).statusCode,
    ).toBe(423);
    await setState(created.body.contactForm.form_id, 'accepted');
    expect(
      (await call('POST', '/api/contact/create', form('done@visitor.example'))).statusCode,
    ).toBe(201);
  });

  it('answers 429 once one address sends too many', async () => {
    let last = 0;
    for (let index = 0; index < 12; index += 1) {
      last = (await call('POST', '/api/contact/create', form(`many${index}@visitor.example`)))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('the admin calls', () => {
  it('list open requests paged and closed ones with includeInactive', async () => {
    const open = await call('GET', '/api/contact/get?page=1', undefined, adminToken);
    expect(open.statusCode).toBe(200);
    expect(open.body).toMatchObject({ page: 1 });
    const all = await call(
      'GET',
      '/api/contact/get?page=1&includeInactive=true',
      undefined,
      adminToken,
    );
    expect(all.body.total).toBe(open.body.total + 1);
  });

  it('show one request and change its state; 404 for a missing one', async () => {
    const { body } = await call('GET', '/api/contact/get?page=1', undefined, adminToken);
    const id = body.contactForms[0].form_id;
    const one = await call('GET', `/api/contact/get/${id}`, undefined, adminToken);
    expect(one.body.contactForm).toMatchObject({ form_id: id });
    expect((await setState(id, 'pending')).body.contactForm.status).toBe('pending');
    expect((await setState(id, 'done')).statusCode).toBe(400);
    expect((await setState(999999, 'pending')).statusCode).toBe(404);
    expect((await call('GET', '/api/contact/get/999999', undefined, adminToken)).statusCode).toBe(
      404,
    );
    const audit = await database()('audit_log').where({ action: 'contact.status_changed' }).first();
    expect(audit).toMatchObject({ actor_kind: 'admin' });
  });

  it('search by name, e-mail or message with at least 3 characters', async () => {
    const found = await call(
      'GET',
      '/api/admin/search/contactForms?searchTerm=REV@visitor',
      undefined,
      adminToken,
    );
    expect(found.body.contactForms.map((row: { email: string }) => row.email)).toEqual([
      'rev@visitor.example',
    ]);
    const short = await call(
      'GET',
      '/api/admin/search/contactForms?searchTerm=ve',
      undefined,
      adminToken,
    );
    expect(short.statusCode).toBe(400);
    const none = await call(
      'GET',
      '/api/admin/search/contactForms?searchTerm=zzzz',
      undefined,
      adminToken,
    );
    expect(none.body).toMatchObject({ contactForms: [], total: 0 });
  });

  it('refuse a user or a visitor', async () => {
    expect((await call('GET', '/api/contact/get', undefined, userToken)).statusCode).toBe(401);
    expect((await call('GET', '/api/contact/get')).statusCode).toBe(401);
    expect(
      (
        await call(
          'PATCH',
          '/api/contact/update',
          { form_id: 1, state: 'contacted', lang: 'en' },
          userToken,
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (await call('GET', '/api/admin/search/contactForms?searchTerm=vera', undefined, userToken))
        .statusCode,
    ).toBe(401);
  });
});
