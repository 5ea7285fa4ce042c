import { type ScaleScores, type ValidityStatus } from '@facet/assessment-domain';
import type { Database } from '@facet/platform-db';
import type { TestServer } from '@facet/platform-testing';
import { levelName, scaleName } from '@facet/reports-domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addResult,
  createProfilesTestServer,
  scoresWith,
  userIdByEmail,
  userToken,
} from '../src/testing';

let testServer: TestServer;
let database: Database;
let analystId: number;

/** A name a spreadsheet program would run as a command if it were written as it is. */
const formulaName = "=cmd|' /C calc'!A0";

async function download(email: string, url: string) {
  const userId = await userIdByEmail(database, email);
  return testServer.server.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${userToken(userId)}` },
  });
}

async function markAs(resultId: number, status: ValidityStatus): Promise<void> {
  await database('results')
    .where({ id: resultId })
    .update({ validity: JSON.stringify({ status, flags: [], indices: null }) });
}

const markValid = (resultId: number) => markAs(resultId, 'valid');

async function exportsRecorded(): Promise<{ id: string; details: Record<string, unknown> }[]> {
  return database('audit_log')
    .where({ action: 'company.export_downloaded' })
    .orderBy('id')
    .select(
      'id',
      'target',
      'details',
      'actor_kind',
      'actor_id',
      'company_id',
      'subject_user_id',
      'created_at',
    );
}

/** The addresses of the people an export's one entry lists (decision D73), in order. */
function peopleListedBy(entry: { id: string }): Promise<string[]> {
  return database('audit_log_people as p')
    .join('users as u', 'u.id', 'p.user_id')
    .where('p.audit_log_id', entry.id)
    .orderBy('u.email')
    .pluck('u.email');
}

function csvRows(payload: Buffer): string[][] {
  return parse(payload.toString('utf8'), { bom: true });
}

async function xlsxRows(payload: Buffer): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

const scores: ScaleScores = { ...scoresWith(16), anxiety: 15, trust: 25 };

beforeAll(async () => {
  testServer = await createProfilesTestServer();
  database = testServer.testDatabase.database;
  await database('users').where({ email: 'joao@acme.example' }).update({ name: formulaName });
  const token = userToken(await userIdByEmail(database, 'mario@acme.example'));
  const created = await testServer.server.inject({
    method: 'POST',
    url: '/api/profiles/create-profile',
    payload: { name: 'Analyst', min_anxiety: 10, max_anxiety: 20, min_trust: 20, max_trust: 30 },
    headers: { authorization: `Bearer ${token}` },
  });
  analystId = (created.result as { profile: { profile_id: number } }).profile.profile_id;
  await markValid(await addResult(database, 'joao@acme.example', 'Acme Demo', scores));
  await markValid(await addResult(database, 'erin@acme.example', 'Acme Demo', scoresWith(10)));
  await markValid(await addResult(database, 'gail@globex.example', 'Globex', scores));
});
afterAll(() => testServer.close());

describe('GET /api/companies/export-ranking', () => {
  it('downloads the ranking as CSV in Spanish, formula-safe, numbers as numbers', async () => {
    const before = (await exportsRecorded()).length;
    const response = await download(
      'mario@acme.example',
      `/api/companies/export-ranking?profile_id=${analystId}&format=csv&lang=es`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="clasificacion-Analyst-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = csvRows(response.rawPayload);
    expect(header!.slice(0, 5)).toEqual([
      'Persona',
      'Correo electrónico',
      'Rol',
      'Fecha del resultado',
      'Validez',
    ]);
    const anxiety = header!.indexOf(scaleName('anxiety', 'es'));
    expect(header![anxiety + 1]).toBe(`${scaleName('anxiety', 'es')} (nivel)`);
    expect(header).toContain('Ajuste a Analyst (%)');
    expect(header).toContain('En el límite');
    expect(rows.map((row) => row[1])).toEqual(['joao@acme.example', 'erin@acme.example']);
    const joao = rows[0]!;
    expect(joao[0]).toBe(`'${formulaName}`);
    expect(joao[2]).toBe('Empleado');
    expect(joao[4]).toBe('Válido');
    expect(joao[anxiety]).toBe('15');
    expect([levelName('low', 'es'), levelName('average', 'es'), levelName('high', 'es')]).toContain(
      joao[anxiety + 1],
    );
    expect(joao[header!.indexOf('Ajuste a Analyst (%)')]).toBe('100');
    // One entry for the file, listing the people in it.
    expect((await exportsRecorded()).length).toBe(before + 1);
  });

  it('downloads it as XLSX in Portuguese with numbers as numbers, and records who and when', async () => {
    const before = await exportsRecorded();
    const response = await download(
      'mario@acme.example',
      `/api/companies/export-ranking?profile_id=${analystId}&format=xlsx&lang=pt&sort=name`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const [header, ...rows] = await xlsxRows(response.rawPayload);
    expect(header!.slice(0, 3)).toEqual(['Pessoa', 'E-mail', 'Função']);
    const anxiety = header!.indexOf(scaleName('anxiety', 'pt'));
    // By name: a symbol sorts before letters.
    expect(rows.map((row) => row[1])).toEqual(['joao@acme.example', 'erin@acme.example']);
    const joao = rows[0]!;
    expect(joao[0]).toBe(`'${formulaName}`);
    expect(joao[anxiety]).toBe(15);
    expect(typeof joao[header!.indexOf('Ajuste a Analyst (%)')]).toBe('number');

    const after = await exportsRecorded();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      actor_kind: 'user',
      actor_id: await userIdByEmail(database, 'mario@acme.example'),
      target: 'Analyst',
      subject_user_id: null,
      details: { export: 'ranking', format: 'xlsx', lang: 'pt', rows: 2, people: 2 },
    });
    expect(await peopleListedBy(after.at(-1)!)).toEqual(['erin@acme.example', 'joao@acme.example']);
  });

  it('keeps each company to its own profiles and people, and names a bad field', async () => {
    const foreign = await download(
      'gina@globex.example',
      `/api/companies/export-ranking?profile_id=${analystId}&format=csv`,
    );
    expect(foreign.statusCode).toBe(404);
    const badFormat = await download(
      'mario@acme.example',
      `/api/companies/export-ranking?profile_id=${analystId}&format=pdf`,
    );
    expect(badFormat.statusCode).toBe(400);
    expect(JSON.parse(badFormat.payload).message).toContain('format');
  });

  it('lists valid and questionable results with their status by default, and invalid ones only when asked', async () => {
    // Globex's own people, so the Acme rows counted above stay as they are.
    await markAs(
      await addResult(database, 'gina@globex.example', 'Globex', scores),
      'questionable',
    );
    await markAs(await addResult(database, 'gus@globex.example', 'Globex', scores), 'invalid');
    const platformSales = await database('profiles')
      .where({ name: 'Platform Sales' })
      .first<{ id: number }>('id');
    const rowsOf = async (filters: string) => {
      const response = await download(
        'gina@globex.example',
        `/api/companies/export-ranking?profile_id=${platformSales.id}&format=csv&sort=name${filters}`,
      );
      expect(response.statusCode).toBe(200);
      const [header, ...rows] = csvRows(response.rawPayload);
      const validity = header!.indexOf('Validity');
      return rows.map((row) => [row[1], row[validity]]);
    };
    expect(await rowsOf('')).toEqual([
      ['gail@globex.example', 'Valid'],
      ['gina@globex.example', 'Questionable'],
    ]);
    expect(await rowsOf('&validity=invalid')).toEqual([['gus@globex.example', 'Invalid']]);
  });
});

describe('GET /api/companies/export-employees', () => {
  it('lists every member, with the scores of those who have a result', async () => {
    const before = (await exportsRecorded()).length;
    const response = await download(
      'mario@acme.example',
      `/api/companies/export-employees?format=csv&lang=en&profile_id=${analystId}`,
    );
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = csvRows(response.rawPayload);
    const anxiety = header!.indexOf(scaleName('anxiety', 'en'));
    const byEmail = new Map(rows.map((row) => [row[1], row]));
    expect([...byEmail.keys()].sort()).toEqual([
      'alicia@acme.example',
      'carla@acme.example',
      'erin@acme.example',
      'joao@acme.example',
      'mario@acme.example',
    ]);
    expect(byEmail.get('carla@acme.example')![anxiety]).toBe('');
    expect(byEmail.get('carla@acme.example')![2]).toBe('Candidate');
    expect(byEmail.get('erin@acme.example')![anxiety]).toBe('10');
    expect(header).toContain('Fit with Analyst (%)');
    // One entry naming the company and listing everyone in the file but Mario, who read himself.
    const recorded = (await exportsRecorded()).slice(before);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      target: 'Acme Demo',
      subject_user_id: null,
      details: { export: 'employees', profile_id: analystId, rows: 5, people: 4 },
    });
    expect(await peopleListedBy(recorded[0]!)).toEqual([
      'alicia@acme.example',
      'carla@acme.example',
      'erin@acme.example',
      'joao@acme.example',
    ]);

    const globex = await download(
      'gina@globex.example',
      '/api/companies/export-employees?format=csv',
    );
    const globexEmails = csvRows(globex.rawPayload)
      .slice(1)
      .map((row) => row[1]);
    expect(globexEmails.sort()).toEqual([
      'gail@globex.example',
      'gina@globex.example',
      'gus@globex.example',
    ]);
    expect(csvRows(globex.rawPayload)[0]).not.toContain('Fit with Analyst (%)');
  });

  it('lists only the members named by email, as the people pipeline exports its selection', async () => {
    const response = await download(
      'mario@acme.example',
      '/api/companies/export-employees?format=csv&email=ERIN@acme.example&email=carla@acme.example&email=gail@globex.example',
    );
    expect(response.statusCode).toBe(200);
    const emails = csvRows(response.rawPayload)
      .slice(1)
      .map((row) => row[1]);
    expect(emails.sort()).toEqual(['carla@acme.example', 'erin@acme.example']);
    const one = await download(
      'mario@acme.example',
      '/api/companies/export-employees?format=csv&email=joao@acme.example',
    );
    expect(
      csvRows(one.rawPayload)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(['joao@acme.example']);
    const bad = await download(
      'mario@acme.example',
      '/api/companies/export-employees?format=csv&email=not-an-address',
    );
    expect(bad.statusCode).toBe(400);
  });
});
