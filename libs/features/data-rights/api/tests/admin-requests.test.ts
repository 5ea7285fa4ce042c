import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessRequest,
  adminCaller,
  createDataRightsTestServer,
  pdfText,
  userCaller,
  visitorCaller,
  type Caller,
} from './testing';

let testServer: TestServer;
let erin: Caller;
let visitor: Caller;
let admin: Caller;
const database = () => testServer.testDatabase.database;

beforeAll(async () => {
  testServer = await createDataRightsTestServer();
  erin = userCaller(testServer.server, 'erin@acme.example');
  visitor = visitorCaller(testServer.server);
  admin = adminCaller(testServer.server);
});
afterAll(() => testServer.close());

async function file(caller: Caller, payload: object): Promise<number> {
  const { statusCode, body } = await caller('POST', '/api/arsulipo/user', {
    ...accessRequest,
    ...payload,
  });
  expect(statusCode).toBe(201);
  return (body.arsulipo as { arsulipo_id: number }).arsulipo_id;
}

const mailsTo = (email: string) =>
  database()('mail_outbox')
    .where({ kind: 'data-rights-update', recipient: email })
    .count<{ count: string }[]>('* as count')
    .first()
    .then((row) => Number(row?.count));

describe('GET /api/arsulipo/admin?searchTerm', () => {
  it('finds requests by name, e-mail or number, as the other back-office tabs search', async () => {
    const id = await file(visitor, { name: 'Quentin Searchable', email: 'quentin@far.example' });
    const { body: created } = await admin('GET', `/api/arsulipo/admin/${id}`);
    const number = (created.arsulipo as { number: number }).number;
    const found = async (term: string) => {
      const { statusCode, body } = await admin(
        'GET',
        `/api/arsulipo/admin?page=1&searchTerm=${encodeURIComponent(term)}`,
      );
      expect(statusCode).toBe(200);
      return (body.arsulipos as { arsulipo_id: number }[]).map((row) => row.arsulipo_id);
    };
    expect(await found('searchABLE')).toEqual([id]);
    expect(await found('far.example')).toEqual([id]);
    expect(await found(String(number).padStart(3, '0'))).not.toContain(id);
    expect(await found('no such person')).toEqual([]);
    expect(await found('100%')).toEqual([]);
    const tooShort = await admin('GET', '/api/arsulipo/admin?page=1&searchTerm=ab');
    expect(tooShort.statusCode).toBe(400);
  });
});

describe('GET /api/arsulipo/admin/{id}', () => {
  it('shows the request with notes and thread, and 404 for a missing one', async () => {
    const id = await file(erin, {});
    const { statusCode, body } = await admin('GET', `/api/arsulipo/admin/${id}`);
    expect(statusCode).toBe(200);
    expect(body.arsulipo).toMatchObject({ arsulipo_id: id, notes: null, identity_confirmed: true });
    expect((await admin('GET', '/api/arsulipo/admin/999999')).statusCode).toBe(404);
  });
});

describe('PATCH /api/arsulipo/admin', () => {
  it('sets status and notes, writes in the thread and mails the person in the same change', async () => {
    const id = await file(erin, {});
    const before = await mailsTo('erin@acme.example');
    const { statusCode, body } = await admin('PATCH', '/api/arsulipo/admin', {
      arsulipo_id: id,
      status: 'inProgress',
      notes: 'Checked the account.',
      message: 'We are preparing your document.',
    });
    expect(statusCode).toBe(200);
    expect(body.arsulipo).toMatchObject({ status: 'inProgress', notes: 'Checked the account.' });
    expect(body.messages).toEqual([
      expect.objectContaining({ author: 'admin', body: 'We are preparing your document.' }),
    ]);
    expect(await mailsTo('erin@acme.example')).toBe(before + 1);
    const thread = await erin('GET', `/api/arsulipo/user/${id}`);
    expect(thread.body.arsulipo).not.toHaveProperty('notes');
  });

  it('sends no mail when only the notes change', async () => {
    const id = await file(erin, {});
    const before = await mailsTo('erin@acme.example');
    await admin('PATCH', '/api/arsulipo/admin', { arsulipo_id: id, notes: 'Internal only.' });
    expect(await mailsTo('erin@acme.example')).toBe(before);
  });

  it('rejects objection and limitation with the refusal pointing to deletion', async () => {
    for (const right of ['objection', 'limitation']) {
      const id = await file(erin, { right, lang: 'es' });
      const { body } = await admin('PATCH', '/api/arsulipo/admin', {
        arsulipo_id: id,
        solution: right,
      });
      expect(body.arsulipo).toMatchObject({ status: 'rejected', solution: right });
      const messages = body.messages as { body: string }[];
      expect(messages.at(-1)!.body).toMatch(/supresión/);
    }
  });

  it('answers 400 without any change and 404 for a missing request', async () => {
    expect((await admin('PATCH', '/api/arsulipo/admin', { arsulipo_id: 1 })).statusCode).toBe(400);
    expect(
      (await admin('PATCH', '/api/arsulipo/admin', { arsulipo_id: 999999, status: 'accepted' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/arsulipo/adminInform', () => {
  it('answers 403 until a visitor’s identity is confirmed by setting contacted', async () => {
    const id = await file(visitor, {});
    const refused = await admin('GET', `/api/arsulipo/adminInform?arsulipo_id=${id}&lang=en`);
    expect(refused.statusCode).toBe(403);
    await admin('PATCH', '/api/arsulipo/admin', { arsulipo_id: id, status: 'contacted' });
    const granted = await admin('GET', `/api/arsulipo/adminInform?arsulipo_id=${id}&lang=en`);
    expect(granted.statusCode).toBe(200);
    expect(granted.body.pdfUrl).toMatch(/^https:\/\/facet\.example\/api\/arsulipo\/export\//);
  });

  it('answers 404 when no account holds the person’s data, and 400 for another right', async () => {
    const nobody = await file(visitor, { name: 'Vera Visitor', email: 'vera@visitor.example' });
    await admin('PATCH', '/api/arsulipo/admin', { arsulipo_id: nobody, status: 'contacted' });
    expect(
      (await admin('GET', `/api/arsulipo/adminInform?arsulipo_id=${nobody}&lang=en`)).statusCode,
    ).toBe(404);
    const other = await file(erin, { right: 'objection' });
    expect(
      (await admin('GET', `/api/arsulipo/adminInform?arsulipo_id=${other}&lang=en`)).statusCode,
    ).toBe(400);
    expect(
      (await admin('GET', '/api/arsulipo/adminInform?arsulipo_id=999999&lang=en')).statusCode,
    ).toBe(404);
  });

  it('grants access, mails the person, and lets the person fetch the document link', async () => {
    const id = await file(erin, {});
    expect((await erin('GET', `/api/arsulipo/user/${id}/document`)).statusCode).toBe(404);
    const { body } = await admin('GET', `/api/arsulipo/adminInform?arsulipo_id=${id}&lang=es`);
    const document = await visitor('GET', new URL(String(body.pdfUrl)).pathname);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(document.rawPayload);
    expect(text).toContain('Tus datos personales en Facet');
    expect(text).toContain('erin@acme.example');
    const own = await erin('GET', `/api/arsulipo/user/${id}/document?lang=en`);
    expect(own.statusCode).toBe(200);
    expect(own.body.pdfUrl).toMatch(/\/api\/arsulipo\/export\//);
    const audit = await database()('audit_log')
      .where({ action: 'data_rights.access', target: `arsulipo:${id}` })
      .first();
    expect(audit).toMatchObject({ actor_kind: 'admin' });
  });

  it('refuses a forged or tampered export link with 404', async () => {
    const id = await file(erin, {});
    const { body } = await admin('GET', `/api/arsulipo/adminInform?arsulipo_id=${id}&lang=en`);
    const path = new URL(String(body.pdfUrl)).pathname;
    expect((await visitor('GET', `${path.slice(0, -3)}abc`)).statusCode).toBe(404);
    expect((await visitor('GET', '/api/arsulipo/export/nothing.here')).statusCode).toBe(404);
  });
});

describe('PATCH /api/arsulipo/rectification', () => {
  it('corrects the person’s name and e-mail and answers 409 for an address in use', async () => {
    const id = await file(erin, { right: 'rectification', entity: 'employee' });
    const taken = await admin(
      'PATCH',
      `/api/arsulipo/rectification?arsulipo_id=${id}&toPatch=employee`,
      {
        email: 'joao@acme.example',
      },
    );
    expect(taken.statusCode).toBe(409);
    const { statusCode, body } = await admin(
      'PATCH',
      `/api/arsulipo/rectification?arsulipo_id=${id}&toPatch=employee`,
      { name: 'Erin Smith' },
    );
    expect(statusCode).toBe(200);
    expect(body.arsulipo).toMatchObject({ status: 'accepted', solution: 'rectification' });
    const user = await database()('users').where({ email: 'erin@acme.example' }).first();
    expect(user!.name).toBe('Erin Smith');
  });

  it('answers 403 when the person does not administer their company', async () => {
    const id = await file(erin, { right: 'rectification', entity: 'company' });
    const { statusCode } = await admin(
      'PATCH',
      `/api/arsulipo/rectification?arsulipo_id=${id}&toPatch=company`,
      { name: 'Acme Renamed' },
    );
    expect(statusCode).toBe(403);
  });

  it('corrects the company of its administrator', async () => {
    const alicia = userCaller(testServer.server, 'alicia@acme.example');
    const id = await file(alicia, {
      name: 'Alicia Owner',
      email: 'alicia@acme.example',
      right: 'rectification',
      entity: 'company',
    });
    const { statusCode } = await admin(
      'PATCH',
      `/api/arsulipo/rectification?arsulipo_id=${id}&toPatch=company`,
      { email: 'office@acme.example' },
    );
    expect(statusCode).toBe(200);
    const company = await database()('companies').where({ name: 'Acme Demo' }).first();
    expect(company!.email).toBe('office@acme.example');
  });
});

describe('GET /api/arsulipo/portability', () => {
  it('answers 400 for a missing entity', async () => {
    const id = await file(erin, { right: 'portability', entity: 'employee' });
    expect((await admin('GET', `/api/arsulipo/portability?arsulipo_id=${id}`)).statusCode).toBe(
      400,
    );
  });
});
