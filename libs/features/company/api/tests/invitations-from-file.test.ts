import type { TestServer } from '@facet/platform-testing';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageInvitation, callerFor, createCompanyTestServer, type Caller } from './testing';

let testServer: TestServer;
let alicia: Caller;
let mario: Caller;
let gus: Caller;

beforeAll(async () => {
  testServer = await createCompanyTestServer();
  alicia = callerFor(testServer.server, 'alicia@acme.example');
  mario = callerFor(testServer.server, 'mario@acme.example');
  gus = callerFor(testServer.server, 'gus@globex.example');
});
afterAll(() => testServer.close());

const database = () => testServer.testDatabase.database;
const preview = (caller: Caller, file: string | Buffer, query = '') =>
  caller('POST', `/api/companies/invite-from-file/preview?role=manager${query}`, file);
const send = (caller: Caller, file: string | Buffer, query = '') =>
  caller('POST', `/api/companies/invite-from-file?role=manager${query}`, file);
const inviteOne = (caller: Caller, guest: string) =>
  caller('POST', '/api/companies/invite?role=manager', { guest, role: 'employee', lang: 'en' });
const csv = (...lines: string[]) => lines.join('\r\n');

/** Invitations, outbox mails and audit entries: a refused file must leave all three as they were. */
async function footprint() {
  const count = async (table: string) =>
    Number((await database()(table).count<{ count: string }[]>({ count: '*' }))[0]!.count);
  return {
    invitations: await count('invitations'),
    mails: await count('mail_outbox'),
    audit: await count('audit_log'),
  };
}

async function pendingInvitationsOf(companyName: string): Promise<number> {
  const [row] = await database()('invitations as i')
    .join('companies as c', 'c.id', 'i.company_id')
    .where({ 'c.name': companyName, 'i.status': 'pending' })
    .where('i.expires_at', '>', database().fn.now())
    .count<{ count: string }[]>({ count: '*' });
  return Number(row!.count);
}

interface PreviewRow {
  row: number;
  email: string;
  status: string;
  reason: string | null;
  message: string | null;
}

describe('POST /api/companies/invite-from-file/preview', () => {
  it('checks every row with the single invitation rules and changes nothing', async () => {
    expect((await inviteOne(mario, 'pending.here@example.com')).statusCode).toBe(201);
    expect((await inviteOne(gus, 'pending.elsewhere@example.com')).statusCode).toBe(201);
    expect((await inviteOne(alicia, 'recent@example.com')).statusCode).toBe(201);
    await alicia('PATCH', '/api/invitations/update-invitation', { guest: 'recent@example.com' });
    const before = await footprint();

    const { statusCode, body } = await preview(
      mario,
      csv(
        'E-mail,Name,Role,Language',
        'fresh@example.com,Fresh Person,employee,es',
        'not-an-email,Bad,employee,en',
        'odd.role@example.com,Odd,owner,en',
        'odd.lang@example.com,Odd,employee,fr',
        'boss@example.com,Boss,admin,en',
        'FRESH@example.com,Again,candidate,en',
        'erin@acme.example,Erin,employee,en',
        'gus@globex.example,Gus,employee,en',
        'pending.here@example.com,,employee,',
        'pending.elsewhere@example.com,,employee,',
        'recent@example.com,,employee,',
        'odd.name@example.com,R2-D2 <b>,employee,en',
      ),
    );
    expect(statusCode).toBe(200);
    const rows = body.rows as PreviewRow[];
    expect(rows.map(({ row, reason }) => [row, reason])).toEqual([
      [2, null],
      [3, 'badEmail'],
      [4, 'unknownRole'],
      [5, 'unknownLanguage'],
      [6, 'roleNeedsAdministrator'],
      [7, 'duplicateRow'],
      [8, 'alreadyMember'],
      [9, 'notInvitableHere'],
      [10, 'pendingHere'],
      [11, 'notInvitableHere'],
      [12, 'invitedWithinTheHour'],
      [13, 'badName'],
    ]);
    expect(rows[0]).toMatchObject({ status: 'valid', message: null, name: 'Fresh Person' });
    expect(rows[6]).toMatchObject({
      status: 'invalid',
      message: 'This person is already in your company.',
    });
    // Another company's administrator and a person invited elsewhere read exactly alike.
    expect(rows[7]!.message).toBe('This person cannot be invited from here.');
    expect(rows[9]!.message).toBe(rows[7]!.message);
    expect(body).toMatchObject({ total: 12, valid: 1, invalid: 11 });
    expect(body.licences).toMatchObject({ needed: 1, available: expect.any(Number) });
    // Nothing changes but the audit trail, which records who checked how many rows of which file.
    expect(await footprint()).toEqual({ ...before, audit: before.audit + 1 });
  });

  it('reads a semicolon CSV with a BOM and Spanish headings and words', async () => {
    const file = Buffer.from(
      '\uFEFF' +
        csv('Correo electrónico;Nombre;Rol;Idioma', 'lucia@example.com;Lucía;Empleado;Español'),
    );
    const { statusCode, body } = await preview(alicia, file);
    expect(statusCode).toBe(200);
    expect(body.rows).toEqual([
      expect.objectContaining({
        row: 2,
        email: 'lucia@example.com',
        name: 'Lucía',
        status: 'valid',
      }),
    ]);
  });

  it('reads the first worksheet of an XLSX file, with the language of the query by default', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['email', 'role']);
    sheet.addRow(['xlsx.person@example.com', 'manager']);
    sheet.addRow(['xlsx.other@example.com', 'candidate']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const { statusCode, body } = await preview(alicia, file, '&lang=pt');
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ total: 2, valid: 2 });
    expect(body.rows).toEqual([
      expect.objectContaining({ email: 'xlsx.person@example.com', role: 'manager' }),
      expect.objectContaining({ email: 'xlsx.other@example.com', role: 'candidate' }),
    ]);
  });

  it('refuses a formula-like cell with 422 naming its row and column, and changes nothing', async () => {
    const before = await footprint();
    const response = await send(
      alicia,
      csv(
        'email,name,role',
        'ok@example.com,Ok,employee',
        `x@example.com,=cmd|' /C calc'!A0,employee`,
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(response.body.message).toMatch(/Row 3, column B/);
    expect(await footprint()).toEqual(before);
  });

  it('refuses an XLSX formula cell with 422', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['email', 'role']);
    sheet.addRow(['formula@example.com', 'employee']);
    sheet.getCell('B2').value = { formula: 'CONCAT("employ","ee")', result: 'employee' };
    const response = await preview(alicia, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(response.statusCode).toBe(422);
    expect(response.body.message).toMatch(/Row 2, column B/);
  });

  it('answers 400 naming the required columns a file lacks', async () => {
    const response = await preview(alicia, csv('mail,rank', 'a@example.com,employee'));
    expect(response.statusCode).toBe(400);
    expect(response.body.message).toMatch(/lacks the column\(s\) email, role/);
    expect((await preview(alicia, csv('email,role'))).statusCode).toBe(400);
  });

  it('answers 415 for a file that is neither CSV nor XLSX, whatever its name or type', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await preview(alicia, png)).statusCode).toBe(415);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3])]);
    expect((await preview(alicia, pdf)).statusCode).toBe(415);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]);
    expect((await preview(alicia, zip)).statusCode).toBe(415);
  });

  it('answers 413 for a file of 10 MB, and for more than 5,000 rows', async () => {
    const large = Buffer.alloc(10 * 1024 * 1024, 'a');
    const response = await preview(alicia, large);
    expect(response.statusCode).toBe(413);
    const rows = Array.from({ length: 5001 }, (_, index) => `p${index}@example.com,employee`);
    expect((await preview(alicia, csv('email,role', ...rows))).statusCode).toBe(413);
  });

  it('refuses an employee with 403', async () => {
    const erin = callerFor(testServer.server, 'erin@acme.example');
    expect((await preview(erin, csv('email,role', 'a@example.com,employee'))).statusCode).toBe(403);
  });
});

describe('POST /api/companies/invite-from-file', () => {
  it('invites the valid rows through the outbox and reports every row', async () => {
    const before = await footprint();
    const { statusCode, body } = await send(
      alicia,
      csv(
        'email,name,role,language',
        'sent.one@example.com,One,employee,es',
        'sent.two@example.com,Two,admin,pt',
        'erin@acme.example,Erin,employee,en',
      ),
    );
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ invited: 2, skipped: 1 });
    expect(
      (body.rows as { outcome: string; reason: string | null }[]).map((row) => row.outcome),
    ).toEqual(['invited', 'invited', 'skipped']);
    const mails = await database()('mail_outbox')
      .whereIn('recipient', ['sent.one@example.com', 'sent.two@example.com'])
      .orderBy('recipient')
      .select('lang', 'status', 'sent_at', 'text_body');
    // Queued for the delivery worker, none sent inline.
    expect(mails).toEqual([
      {
        lang: 'es',
        status: 'pending',
        sent_at: null,
        text_body: expect.stringMatching(/^Hola, One:/),
      },
      {
        lang: 'pt',
        status: 'pending',
        sent_at: null,
        text_body: expect.stringMatching(/^Olá, Two,/),
      },
    ]);
    const invitations = await database()('invitations')
      .whereIn('guest_email', ['sent.one@example.com', 'sent.two@example.com'])
      .orderBy('guest_email')
      .select('role', 'status');
    expect(invitations).toEqual([
      { role: 'employee', status: 'pending' },
      { role: 'admin', status: 'pending' },
    ]);
    const bulk = await database()('audit_log')
      .where({ action: 'company.invitations_sent_from_file' })
      .first<{ details: { invited: number; skipped: number } }>('details');
    expect(bulk.details).toEqual({ invited: 2, skipped: 1 });
    const after = await footprint();
    expect(after.audit - before.audit).toBe(3);
  });

  it('checks again at send time: an address invited since the preview is skipped', async () => {
    const file = csv('email,role', 'raced@example.com,employee', 'calm@example.com,employee');
    expect((await preview(mario, file)).body).toMatchObject({ valid: 2 });
    expect((await inviteOne(alicia, 'raced@example.com')).statusCode).toBe(201);
    const { body } = await send(mario, file);
    expect(body).toMatchObject({ invited: 1, skipped: 1 });
    expect(body.rows).toEqual([
      expect.objectContaining({
        email: 'raced@example.com',
        outcome: 'skipped',
        reason: 'pendingHere',
      }),
      expect.objectContaining({ email: 'calm@example.com', outcome: 'invited' }),
    ]);
  });

  it('answers 402 and sends nothing when the valid rows need more licences than are free', async () => {
    // Globex's pending invitations hold a licence each; one more is free.
    await database()('companies')
      .where({ name: 'Globex' })
      .update({ licences: (await pendingInvitationsOf('Globex')) + 1 });
    const file = csv(
      'email,role',
      'short.one@example.com,employee',
      'short.two@example.com,employee',
    );
    const { body } = await preview(gus, file);
    expect(body.licences).toEqual({ needed: 2, available: 1 });
    const before = await footprint();
    const response = await send(gus, file);
    expect(response.statusCode).toBe(402);
    expect(response.body.message).toMatch(/need 2 licences; your company has 1/);
    expect(await footprint()).toEqual(before);
    await database()('companies').where({ name: 'Globex' }).update({ licences: 10 });
  });

  it('holds no licence for a file sent with assignLicense=false, so none is needed', async () => {
    await database()('companies')
      .where({ name: 'Globex' })
      .update({ licences: await pendingInvitationsOf('Globex') });
    const file = csv(
      'email,role',
      'unlicensed.one@example.com,employee',
      'unlicensed.two@example.com,candidate',
    );
    const held = await preview(gus, file);
    expect(held.body.licences).toEqual({ needed: 2, available: 0 });
    const { body } = await preview(gus, file, '&assignLicense=false');
    expect(body.licences).toEqual({ needed: 0, available: 0 });
    const response = await send(gus, file, '&assignLicense=false');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ invited: 2 });
    const stored = await database()('invitations')
      .whereIn('guest_email', ['unlicensed.one@example.com', 'unlicensed.two@example.com'])
      .pluck('assign_licence');
    expect(stored).toEqual([false, false]);
    // They hold nothing: the company's one licence per earlier invitation is all that is held.
    expect((await preview(gus, file)).body.licences).toMatchObject({ available: 0 });
    const { body: invitations } = await gus('GET', '/api/invitations/get-invitation?page=1');
    expect(
      (invitations.invitation as { guest: string; assignLicense: boolean }[]).find(
        (invitation) => invitation.guest === 'unlicensed.one@example.com',
      ),
    ).toMatchObject({ assignLicense: false });
    expect((await preview(gus, file, '&assignLicense=maybe')).statusCode).toBe(400);
    await database()('companies').where({ name: 'Globex' }).update({ licences: 10 });
  });

  it("invites into the caller's own company only", async () => {
    const { body } = await send(gus, csv('email,role', 'globex.hire@example.com,employee'));
    expect(body).toMatchObject({ invited: 1 });
    const invitation = await database()('invitations as i')
      .join('companies as c', 'c.id', 'i.company_id')
      .where('i.guest_email', 'globex.hire@example.com')
      .first<{ name: string }>('c.name');
    expect(invitation.name).toBe('Globex');
  });

  it('lets the address be invited again by file once the hour has passed', async () => {
    await ageInvitation(database(), 'recent@example.com', 3601);
    const { body } = await send(alicia, csv('email,role', 'recent@example.com,employee'));
    expect(body).toMatchObject({ invited: 1, skipped: 0 });
  });
});
