import type { TestServer } from '@facet/platform-testing';
import {
  addResult,
  createProfilesTestServer,
  scoresWith,
  userIdByEmail,
  userToken,
} from '@facet/profiles-api/testing';
import { scaleName } from '@facet/reports-domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupsPlugin } from '../src/index';

let testServer: TestServer;
let groupId: number;

async function call(email: string, method: string, url: string, payload?: object) {
  const database = testServer.testDatabase.database;
  const token = userToken(await userIdByEmail(database, email));
  return testServer.server.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
}

const exportsRecorded = () =>
  testServer.testDatabase
    .database('audit_log')
    .where({ action: 'company.export_downloaded' })
    .orderBy('id')
    .select<
      {
        id: string;
        target: string;
        subject_user_id: string | null;
        details: Record<string, unknown>;
      }[]
    >('id', 'target', 'subject_user_id', 'details');

beforeAll(async () => {
  testServer = await createProfilesTestServer([{ plugin: groupsPlugin }]);
  const database = testServer.testDatabase.database;
  const profile = await call('alicia@acme.example', 'POST', '/api/profiles/create-profile', {
    name: 'Team fit',
    min_trust: 10,
    max_trust: 20,
  });
  const profileId = (profile.result as { profile: { profile_id: number } }).profile.profile_id;
  const group = await call('alicia@acme.example', 'POST', '/api/groups/create-group', {
    name: 'Ventas',
    profile_id: profileId,
  });
  groupId = (group.result as { group: { group_id: number } }).group.group_id;
  for (const email of ['erin@acme.example', 'carla@acme.example']) {
    await call('alicia@acme.example', 'PATCH', '/api/groups/add-member', {
      group_id: groupId,
      email,
    });
  }
  await addResult(database, 'erin@acme.example', 'Acme Demo', scoresWith(15));
  await addResult(database, 'joao@acme.example', 'Acme Demo', scoresWith(15));
});
afterAll(() => testServer.close());

describe('GET /api/groups/export-group-results/{id}', () => {
  it("downloads the group's members with their results and fit, and records it once, listing them", async () => {
    const before = (await exportsRecorded()).length;
    const response = await call(
      'mario@acme.example',
      'GET',
      `/api/groups/export-group-results/${groupId}?format=xlsx&lang=es`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="grupo-Ventas-/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: ExcelJS.CellValue[][] = [];
    workbook.worksheets[0]!.eachRow((row) =>
      rows.push((row.values as ExcelJS.CellValue[]).slice(1)),
    );
    const [header, ...members] = rows;
    expect(members.map((row) => row[1])).toEqual(['carla@acme.example', 'erin@acme.example']);
    const trust = header!.indexOf(scaleName('trust', 'es'));
    expect(members[1]![trust]).toBe(15);
    expect(header).toContain('Ajuste a Team fit (%)');
    expect(members[1]![header!.indexOf('Ajuste a Team fit (%)')]).toBe(100);
    // Without a result, Carla's scores are empty cells.
    expect(members[0]![trust] ?? null).toBeNull();
    const recorded = await exportsRecorded();
    expect(recorded).toHaveLength(before + 1);
    const entry = recorded.at(-1)!;
    expect(entry).toMatchObject({ target: 'Ventas', subject_user_id: null });
    expect(entry.details).toMatchObject({ export: 'group', group_id: groupId, rows: 2, people: 2 });
    const listed = await testServer.testDatabase
      .database('audit_log_people as p')
      .join('users as u', 'u.id', 'p.user_id')
      .where('p.audit_log_id', entry.id)
      .orderBy('u.email')
      .pluck('u.email');
    expect(listed).toEqual(['carla@acme.example', 'erin@acme.example']);
  });

  it("refuses another company's group and names a bad field", async () => {
    const foreign = await call(
      'gina@globex.example',
      'GET',
      `/api/groups/export-group-results/${groupId}?format=csv`,
    );
    expect(foreign.statusCode).toBe(404);
    const badLanguage = await call(
      'mario@acme.example',
      'GET',
      `/api/groups/export-group-results/${groupId}?format=csv&lang=fr`,
    );
    expect(badLanguage.statusCode).toBe(400);
    expect(JSON.parse(badLanguage.payload).message).toContain('lang');
    const csv = await call(
      'mario@acme.example',
      'GET',
      `/api/groups/export-group-results/${groupId}?format=csv`,
    );
    const [header] = parse(csv.payload, { bom: true });
    expect(header![0]).toBe('Person');
  });
});
