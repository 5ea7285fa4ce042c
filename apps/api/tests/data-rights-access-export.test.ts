import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessRequest,
  adminCaller,
  createDataRightsTestServer,
  pdfText,
  rowsAboutPerson,
  rowsMissingFrom,
  seedEverythingAbout,
  userCaller,
  visitorCaller,
  type Caller,
  type SeededPerson,
  linkSecret,
  verifyExportGrant,
} from '@facet/data-rights-api/testing';
import { personalDataRegistry } from '../src/personal-data';

let testServer: TestServer;
let erin: Caller;
let admin: Caller;
let visitor: Caller;
let seeded: SeededPerson;
const database = () => testServer.testDatabase.database;
const person = { name: 'Erin Employee', email: 'erin@acme.example' };

beforeAll(async () => {
  testServer = await createDataRightsTestServer(personalDataRegistry);
  erin = userCaller(testServer.server, person.email);
  admin = adminCaller(testServer.server);
  visitor = visitorCaller(testServer.server);
  seeded = await seedEverythingAbout(database(), person);
});
afterAll(() => testServer.close());

async function file(right: string, entity?: string): Promise<number> {
  const { statusCode, body } = await erin('POST', '/api/arsulipo/user', {
    ...accessRequest,
    right,
    ...(entity && { entity }),
  });
  expect(statusCode).toBe(201);
  const id = (body.arsulipo as { arsulipo_id: number }).arsulipo_id;
  await erin('PATCH', '/api/arsulipo/user', {
    arsulipo_id: id,
    message: seeded.marks.threadMessage,
    lang: 'en',
  });
  return id;
}

/** Section headings of the access PDF, "table N records", as table -> N. */
function sectionCounts(text: string): Record<string, number> {
  return Object.fromEntries(
    [...text.matchAll(/([a-z_]+) (\d+) records?/g)].map((match) => [match[1]!, Number(match[2])]),
  );
}

describe('the access document (GET /api/arsulipo/adminInform -> pdfUrl)', () => {
  it('is a PDF naming the person with every table row about them', async () => {
    const id = await file('access');
    const { statusCode, body } = await admin(
      'GET',
      `/api/arsulipo/adminInform?arsulipo_id=${id}&lang=en`,
    );
    expect(statusCode).toBe(200);
    const document = await visitor('GET', new URL(String(body.pdfUrl)).pathname);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(document.headers['cache-control']).toMatch(/no-store/);
    expect(document.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(document.rawPayload);
    expect(text).toContain('Your personal data held by Facet');
    expect(text).toContain(person.name);
    expect(text).toContain(person.email);
    expect(text).toContain(seeded.marks.scores);
    expect(text).toContain(accessRequest.message);
    expect(text).toContain(seeded.marks.threadMessage);
    expect(text).toContain(seeded.marks.contactMessage);
    expect(text).not.toMatch(/password_hash|token_hash/);

    const expected = await rowsAboutPerson(database(), {
      userId: seeded.userId,
      email: person.email,
    });
    const counts = sectionCounts(text);
    for (const [table, rows] of Object.entries(expected)) {
      expect(counts[table] ?? 0, table).toBeGreaterThanOrEqual(rows.length);
    }
    // Every kind of table seeded for the person is there, so the check above checks them all.
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining([
        'users',
        'memberships',
        'assessment_sessions',
        'answers',
        'results',
        'result_profile_choices',
        'group_members',
        'contact_requests',
        'invitations',
        'one_time_tokens',
        'refresh_tokens',
        'rate_limits',
        'mail_outbox',
        'audit_log',
        'data_rights_requests',
        'data_rights_messages',
      ]),
    );
  });

  it('is written in the language asked for and escapes what people typed', async () => {
    const id = await file('access');
    await erin('PATCH', '/api/arsulipo/user', {
      arsulipo_id: id,
      message: '<b>not bold</b> & <script>alert(1)</script>',
      lang: 'en',
    });
    const { body } = await admin('GET', `/api/arsulipo/adminInform?arsulipo_id=${id}&lang=pt`);
    const document = await visitor('GET', new URL(String(body.pdfUrl)).pathname);
    const text = await pdfText(document.rawPayload);
    expect(text).toContain('Seus dados pessoais no Facet');
    // Shown as typed, tags and all: the page never interpreted them as markup.
    expect(text).toContain('<b>not bold</b> & <script>alert(1)</script>');
  });

  it('is fetched afresh by the person once granted, and never after the link runs out', async () => {
    const id = await file('access');
    const { body } = await admin('GET', `/api/arsulipo/adminInform?arsulipo_id=${id}&lang=en`);
    const own = await erin('GET', `/api/arsulipo/user/${id}/document?lang=es`);
    expect(own.statusCode).toBe(200);
    const document = await visitor('GET', new URL(String(own.body.pdfUrl)).pathname);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(document.rawPayload)).toContain('Tus datos personales en Facet');
    // Short-lived: the signed grant runs out 15 minutes after it was made.
    const token = decodeURIComponent(new URL(String(body.pdfUrl)).pathname.split('/').pop()!);
    const inFifteenMinutes = Math.floor(Date.now() / 1000) + 15 * 60;
    expect(verifyExportGrant(linkSecret, token, inFifteenMinutes - 5)).toBeDefined();
    expect(verifyExportGrant(linkSecret, token, inFifteenMinutes + 5)).toBeUndefined();
  });
});

describe('the portability export (GET /api/arsulipo/portability -> url)', () => {
  it('holds every table row about the person, value for value', async () => {
    const id = await file('portability', 'employee');
    const { body } = await admin(
      'GET',
      `/api/arsulipo/portability?arsulipo_id=${id}&toPort=employee`,
    );
    const exported = await visitor('GET', new URL(String(body.url)).pathname);
    const data = JSON.parse(exported.payload) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    const expected = await rowsAboutPerson(database(), {
      userId: seeded.userId,
      email: person.email,
    });
    expect(rowsMissingFrom(data.tables, expected)).toEqual([]);
  });

  it('holds the results as CSV, one column per scale, and no secret in the JSON', async () => {
    const id = await file('portability', 'employee');
    const { body } = await admin(
      'GET',
      `/api/arsulipo/portability?arsulipo_id=${id}&toPort=employee`,
    );
    const exported = await visitor('GET', new URL(String(body.url)).pathname);
    expect(exported.headers['content-type']).toMatch(/application\/json/);
    expect(exported.payload).not.toMatch(/password_hash|token_hash/);
    const csv = await visitor('GET', new URL(String(body.csvUrl)).pathname);
    const [header, row] = csv.payload.split('\r\n').map((line) => line.split(','));
    expect(header!.slice(0, 4)).toEqual(['number', 'date', 'item_bank_version', 'norm_version']);
    expect(row![header!.indexOf('anxiety')]).toBe('12');
    expect(row![header!.indexOf('trust')]).toBe('20');
  });
});
