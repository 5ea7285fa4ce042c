import {
  craftArchive,
  craftedMegabyte,
  workbookEntries,
  type CraftedEntry,
} from '@facet/platform-spreadsheets/testing';
import type { TestServer } from '@facet/platform-testing';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationFileLimits } from '../src/services/bulk-invitations';
import { addCompany, callerFor, createCompanyTestServer, type Caller } from './testing';

/**
 * The security review's findings on invitations from a file (N1 zip bombs and throttling, N2
 * previews as a lookup of other tenants, N4 licences and mail volume), through the real routes
 * and database.
 */
let testServer: TestServer;
let alicia: Caller;

beforeAll(async () => {
  testServer = await createCompanyTestServer();
  alicia = callerFor(testServer.server, 'alicia@acme.example');
});
afterAll(() => testServer.close());

const database = () => testServer.testDatabase.database;
const preview = (caller: Caller, file: string | Buffer) =>
  caller('POST', '/api/companies/invite-from-file/preview?role=manager', file);
const send = (caller: Caller, file: string | Buffer) =>
  caller('POST', '/api/companies/invite-from-file?role=manager', file);
const csvOf = (addresses: readonly string[]) =>
  ['email,role', ...addresses.map((address) => `${address},employee`)].join('\r\n');
const addresses = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, n) => `${prefix}${n}@example.com`);

/** A company of its own with an administrator, so budgets and licences start from nothing. */
async function companyWith(name: string, licences: number): Promise<{ id: number; admin: Caller }> {
  const email = `admin@${name}.example`;
  const id = await addCompany(database(), {
    name,
    email: `hello@${name}.example`,
    licences,
    people: [{ name: 'Ada Admin', email, role: 'admin', licence: 'no' }],
  });
  return { id, admin: callerFor(testServer.server, email) };
}

/** Spends a budget as if earlier requests had used it this hour. */
async function spendBudget(key: string, hits: number): Promise<void> {
  await database()('rate_limits')
    .insert({
      key,
      hits,
      window_started_at: database().fn.now(),
      window_ends_at: database().raw("now() + interval '1 hour'"),
    })
    .onConflict('key')
    .merge();
}

const people = [
  ['email', 'role'],
  ['bounded@example.com', 'employee'],
];

describe('bounded reading of uploaded workbooks (N1)', () => {
  const refusal = async (entries: CraftedEntry[]) => {
    const file = await craftArchive(entries);
    const started = performance.now();
    const response = await preview(alicia, file);
    return { ...response, milliseconds: performance.now() - started };
  };

  it('previews a small workbook read through the bounds', async () => {
    const { statusCode, body } = await preview(alicia, await craftArchive(workbookEntries(people)));
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ total: 1, valid: 1 });
  });

  it('answers 413 at once for an image entry declaring a gigabyte', async () => {
    const response = await refusal([
      ...workbookEntries(people),
      {
        name: 'xl/media/image1.png',
        filled: { bytes: 4 * craftedMegabyte },
        declaredSize: 1024 ** 3,
      },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.body.message).toMatch(/too large once unpacked/);
    expect(response.milliseconds).toBeLessThan(1000);
  });

  it('answers 413 for a sheet that inflates beyond the size its header declares', async () => {
    const entries = workbookEntries(people).filter(
      (entry) => entry.name !== 'xl/worksheets/sheet1.xml',
    );
    const response = await refusal([
      ...entries,
      {
        name: 'xl/worksheets/sheet1.xml',
        filled: { bytes: 40 * craftedMegabyte },
        declaredSize: 4096,
      },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.milliseconds).toBeLessThan(1000);
  });
});

describe('previews audited and throttled (N1, N2)', () => {
  it('writes who previewed how many rows of which file in the audit trail', async () => {
    const file = csvOf(addresses('audited', 3));
    expect((await preview(alicia, file)).statusCode).toBe(200);
    const entry = await database()('audit_log')
      .where({ action: 'company.invitation_file_previewed' })
      .orderBy('id', 'desc')
      .first<{ actor_kind: string; actor_id: number; details: object }>(
        'actor_kind',
        'actor_id',
        'details',
      );
    const aliciaId = await database()('users').where({ email: 'alicia@acme.example' }).first('id');
    expect(entry).toEqual({
      actor_kind: 'user',
      actor_id: Number(aliciaId!.id),
      details: { rows: 3, sha256: createHash('sha256').update(file).digest('hex') },
    });
  });

  it("answers 429 past the company's previews of the hour, naming the limit", async () => {
    const { id, admin } = await companyWith('previewers', 5);
    const { attempts } = invitationFileLimits.previewsPerCompany;
    await spendBudget(`invitation-file-preview:company:${id}`, attempts);
    const response = await preview(admin, csvOf(['one@example.com']));
    expect(response.statusCode).toBe(429);
    expect(response.body.message).toMatch(
      new RegExp(`^Your company has checked ${attempts} invitation files in the last hour\\.`),
    );
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
  });

  it("answers 429 once the company's previewed rows pass the hour's budget", async () => {
    const { id, admin } = await companyWith('row-counters', 5);
    const { attempts } = invitationFileLimits.previewedRowsPerCompany;
    await spendBudget(`invitation-file-rows:company:${id}`, attempts - 1);
    expect((await preview(admin, csvOf(['only@example.com']))).statusCode).toBe(200);
    const response = await preview(admin, csvOf(['over@example.com']));
    expect(response.statusCode).toBe(429);
    expect(response.body.message).toMatch(/rows in the last hour/);
  });

  it("answers 429 past the account's sends of the hour", async () => {
    const { admin } = await companyWith('senders', 5);
    const user = await database()('users').where({ email: 'admin@senders.example' }).first('id');
    await spendBudget(
      `invitation-file-send:user:${user!.id}`,
      invitationFileLimits.sendsPerAccount.attempts,
    );
    const response = await send(admin, csvOf(['sent@example.com']));
    expect(response.statusCode).toBe(429);
    expect(response.body.message).toMatch(/^You have sent \d+ invitation files in the last hour/);
  });
});

describe('licences held by pending invitations, and the daily mail cap (N4)', () => {
  const pendingOf = async (companyId: number) =>
    Number(
      (
        await database()('invitations')
          .where({ company_id: companyId, status: 'pending' })
          .count<{ count: string }[]>({ count: '*' })
      )[0]!.count,
    );

  it('lets three 15-row files sent at once with 21 free licences invite 15 people, not 45', async () => {
    const { id, admin } = await companyWith('overcommit', 21);
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((prefix) => send(admin, csvOf(addresses(`wave-${prefix}`, 15)))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 402, 402]);
    expect(await pendingOf(id)).toBe(15);
    const refused = answers.find((answer) => answer.statusCode === 402)!;
    expect(refused.body.message).toMatch(/need 15 licences; your company has 6 available/);
  });

  it('counts pending invitations against the licences in the preview and the single invite', async () => {
    const { admin } = await companyWith('reserved', 1);
    const invite = (guest: string) =>
      admin('POST', '/api/companies/invite?role=manager', { guest, role: 'employee', lang: 'en' });
    expect((await invite('first@example.com')).statusCode).toBe(201);
    expect((await invite('second@example.com')).statusCode).toBe(402);
    const { body } = await preview(admin, csvOf(['third@example.com']));
    expect(body.licences).toEqual({ needed: 1, available: 0 });
  });

  it("answers 429 once the company's invitation mails of 24 hours are used up", async () => {
    const { id, admin } = await companyWith('mailers', 50);
    const configured = testServer.server.app.invitationMailsPerDay;
    testServer.server.app.invitationMailsPerDay = 3;
    try {
      const overCap = await send(admin, csvOf(addresses('capped', 4)));
      expect(overCap.statusCode).toBe(429);
      expect(overCap.body.message).toMatch(/may send 3 more invitations in the next 24 hours/);
      expect(await pendingOf(id)).toBe(0);
      expect((await send(admin, csvOf(addresses('within', 3)))).statusCode).toBe(200);
      const single = await admin('POST', '/api/companies/invite?role=manager', {
        guest: 'one.more@example.com',
        role: 'employee',
        lang: 'en',
      });
      expect(single.statusCode).toBe(429);
      expect(single.body.message).toMatch(/as many invitations as it may in 24 hours/);
    } finally {
      testServer.server.app.invitationMailsPerDay = configured;
    }
  });
});
