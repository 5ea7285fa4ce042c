import type { ApplicationSource } from '@facet/platform-kernel';
import type { Database } from '@facet/platform-db';
import type { TestServer } from '@facet/platform-testing';
import type { ProfileRankingAnswer, RankedMember } from '@facet/profiles-domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addResult,
  callerFor,
  companyIdByName,
  createProfilesTestServer,
  scoresWith,
  userIdByEmail,
  userToken,
  type Caller,
} from '../src/testing';

/**
 * A position's ranking (issue 39 part 4, D92): its applicants with a submitted application,
 * each with the result they applied with, against the position's profile. Positions and
 * applications are written straight into hiring's tables, as hiring's flows leave them.
 */
let testServer: TestServer;
let database: Database;
let mario: Caller;
let gina: Caller;
let erin: Caller;
let acme: number;
let globex: number;
let analystId: number;
let analystPosition: number;
let otherPosition: number;
let globexPosition: number;
const appliedResult = new Map<string, number>();

async function addPerson(name: string, email: string): Promise<number> {
  const [user] = await database('users')
    .insert({ name, email, lang: 'en' })
    .returning<{ id: number }[]>('id');
  return Number(user!.id);
}

async function addPosition(companyId: number, name: string, profileId: number): Promise<number> {
  const [position] = await database('positions')
    .insert({
      company_id: companyId,
      name,
      profile_id: profileId,
      languages: ['en', 'es'],
      candidate_cap: 10,
      seats_left: 5,
      public_token: `token-${name}-${companyId}`.padEnd(43, 'x'),
    })
    .returning<{ id: number }[]>('id');
  return Number(position!.id);
}

/** An application as hiring leaves it: submitted with a result taken under the company, or not. */
async function apply(
  email: string,
  companyName: string,
  positionId: number,
  source: ApplicationSource,
  appliedOn: string,
  submitted: boolean,
): Promise<void> {
  const resultId = submitted
    ? await addResult(database, email, companyName, { ...scoresWith(16), anxiety: 15, trust: 25 })
    : null;
  if (resultId !== null) {
    appliedResult.set(`${email}@${positionId}`, resultId);
    await database('results')
      .where({ id: resultId })
      .update({ validity: JSON.stringify({ status: 'valid', flags: [], indices: null }) });
  }
  await database('applications').insert({
    company_id: await companyIdByName(database, companyName),
    position_id: positionId,
    user_id: await userIdByEmail(database, email),
    source,
    status: submitted ? 'submitted' : 'started',
    result_id: resultId,
    applied_at: new Date(`${appliedOn}T09:30:00Z`),
    submitted_at: submitted ? new Date(`${appliedOn}T10:00:00Z`) : null,
  });
}

const rankingOf = async (caller: Caller, query: string) =>
  caller('GET', `/api/companies/rank-members?${query}`);
const membersOf = (body: Record<string, unknown>) => body['members'] as RankedMember[];

function csvRows(payload: Buffer): string[][] {
  return parse(payload.toString('utf8'), { bom: true });
}

async function download(email: string, url: string) {
  const userId = await userIdByEmail(database, email);
  return testServer.server.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${userToken(userId)}` },
  });
}

beforeAll(async () => {
  testServer = await createProfilesTestServer();
  database = testServer.testDatabase.database;
  acme = await companyIdByName(database, 'Acme Demo');
  globex = await companyIdByName(database, 'Globex');
  mario = callerFor(testServer.server, database, 'mario@acme.example');
  gina = callerFor(testServer.server, database, 'gina@globex.example');
  erin = callerFor(testServer.server, database, 'erin@acme.example');
  const created = await mario('POST', '/api/profiles/create-profile', {
    name: 'Analyst',
    min_anxiety: 10,
    max_anxiety: 20,
    min_trust: 20,
    max_trust: 30,
  });
  analystId = (created.body['profile'] as { profile_id: number }).profile_id;
  const globexProfile = await gina('POST', '/api/profiles/create-profile', {
    name: 'Globex analyst',
    min_trust: 0,
    max_trust: 32,
  });
  const globexProfileId = (globexProfile.body['profile'] as { profile_id: number }).profile_id;
  analystPosition = await addPosition(acme, 'Data analyst', analystId);
  otherPosition = await addPosition(acme, 'Night shift', analystId);
  globexPosition = await addPosition(globex, 'Globex analyst', globexProfileId);

  await addPerson('Ana Applicant', 'ana@applicants.example');
  await addPerson('Bea Applicant', 'bea@applicants.example');
  await addPerson('Dan Unfinished', 'dan@applicants.example');
  await addPerson('Olga Other', 'olga@applicants.example');
  // Ana applies to both companies: each sees only its own application and result.
  await apply('ana@applicants.example', 'Acme Demo', analystPosition, 'link', '2026-11-02', true);
  await apply(
    'bea@applicants.example',
    'Acme Demo',
    analystPosition,
    'invitation',
    '2026-11-03',
    true,
  );
  await apply('dan@applicants.example', 'Acme Demo', analystPosition, 'link', '2026-11-04', false);
  await apply('olga@applicants.example', 'Acme Demo', otherPosition, 'file', '2026-11-05', true);
  await apply('ana@applicants.example', 'Globex', globexPosition, 'link', '2026-11-06', true);
  // Gail, Globex's employee, also applies to Acme: she stays Globex's member.
  await apply('gail@globex.example', 'Acme Demo', analystPosition, 'file', '2026-11-07', true);
  // Members with results, who applied to nothing: never in a position's ranking.
  await addResult(database, 'erin@acme.example', 'Acme Demo');
  await addResult(database, 'joao@acme.example', 'Acme Demo');
});
afterAll(() => testServer.close());

describe('GET /api/companies/rank-members?position_id', () => {
  it("lists exactly the position's submitted applicants, each with the result they applied with, when and how", async () => {
    const response = await rankingOf(mario, `position_id=${analystPosition}&sort=name`);
    expect(response.statusCode).toBe(200);
    const answer = response.body as unknown as ProfileRankingAnswer;
    expect(answer.profile).toEqual({ profile_id: analystId, name: 'Analyst' });
    expect(answer.position).toEqual({ position_id: analystPosition, name: 'Data analyst' });
    expect(answer.total).toBe(3);
    expect(
      membersOf(response.body).map(({ email, member_role, applied_at, source, result_id }) => ({
        email,
        member_role,
        applied_at,
        source,
        result_id,
      })),
    ).toEqual([
      {
        email: 'ana@applicants.example',
        member_role: null,
        applied_at: '2026-11-02T09:30:00.000Z',
        source: 'link',
        result_id: appliedResult.get(`ana@applicants.example@${analystPosition}`),
      },
      {
        email: 'bea@applicants.example',
        member_role: null,
        applied_at: '2026-11-03T09:30:00.000Z',
        source: 'invitation',
        result_id: appliedResult.get(`bea@applicants.example@${analystPosition}`),
      },
      {
        email: 'gail@globex.example',
        member_role: null,
        applied_at: '2026-11-07T09:30:00.000Z',
        source: 'file',
        result_id: appliedResult.get(`gail@globex.example@${analystPosition}`),
      },
    ]);
    // Ranked against the position's profile: inside both ranges.
    expect(membersOf(response.body).every((member) => member.fitPercentage === 100)).toBe(true);
    expect(membersOf(response.body).every((member) => !member.shortlisted)).toBe(true);
  });

  it("keeps each company to its own positions' applicants", async () => {
    const other = await rankingOf(mario, `position_id=${otherPosition}`);
    expect(membersOf(other.body).map((member) => member.email)).toEqual([
      'olga@applicants.example',
    ]);
    const globexRanking = await rankingOf(gina, `position_id=${globexPosition}`);
    expect(globexRanking.statusCode).toBe(200);
    expect(
      membersOf(globexRanking.body).map(({ email, result_id }) => ({ email, result_id })),
    ).toEqual([
      {
        email: 'ana@applicants.example',
        result_id: appliedResult.get(`ana@applicants.example@${globexPosition}`),
      },
    ]);
  });

  it("answers 404 for another company's position or one that does not exist", async () => {
    for (const [caller, positionId] of [
      [mario, globexPosition],
      [gina, analystPosition],
      [mario, 999_999],
    ] as const) {
      const response = await rankingOf(caller, `position_id=${positionId}`);
      expect(response.statusCode).toBe(404);
      expect(response.body['code']).toBe('profiles.position_not_found');
    }
  });

  it("refuses the members' filters, and a profile named beside the position", async () => {
    for (const filter of ['member_role=employee', 'group_id=1', 'shortlisted=true']) {
      const response = await rankingOf(mario, `position_id=${analystPosition}&${filter}`);
      expect(response.statusCode).toBe(400);
    }
    expect((await rankingOf(mario, '')).statusCode).toBe(400);
    expect(
      (await rankingOf(mario, `position_id=${analystPosition}&profile_id=${analystId}`)).statusCode,
    ).toBe(400);
    const dated = await rankingOf(mario, `position_id=${analystPosition}&from=2099-01-01`);
    expect(dated.body['total']).toBe(0);
  });

  it('refuses an employee', async () => {
    expect((await rankingOf(erin, `position_id=${analystPosition}`)).statusCode).toBe(403);
  });

  it("records the view of the applicants' results, naming the position", async () => {
    const last = await database('audit_log')
      .where({ action: 'ranking.read' })
      .orderBy('id', 'desc')
      .first<{ id: number } | undefined>('id');
    await rankingOf(mario, `position_id=${analystPosition}&pageSize=2&sort=name`);
    const entry = await database('audit_log')
      .where({ action: 'ranking.read' })
      .andWhere('id', '>', last?.id ?? 0)
      .first('id', 'target', 'details', 'company_id');
    expect(entry).toMatchObject({
      target: 'Data analyst',
      company_id: acme,
      details: { profile_id: analystId, position_id: analystPosition, page: 1 },
    });
    const people = await database('audit_log_people as p')
      .join('users as u', 'u.id', 'p.user_id')
      .where('p.audit_log_id', entry!.id)
      .orderBy('u.email')
      .pluck('u.email');
    expect(people).toEqual(['ana@applicants.example', 'bea@applicants.example']);
  });
});

describe('GET /api/companies/export-ranking?position_id', () => {
  it('adds the applied date and the source to the CSV, in Spanish', async () => {
    const response = await download(
      'mario@acme.example',
      `/api/companies/export-ranking?position_id=${analystPosition}&format=csv&lang=es&sort=name`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="clasificacion-Data-analyst-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = csvRows(response.rawPayload);
    expect(header!.slice(0, 7)).toEqual([
      'Persona',
      'Correo electrónico',
      'Rol',
      'Fecha del resultado',
      'Validez',
      'Fecha de candidatura',
      'Origen',
    ]);
    expect(header).not.toContain('Preseleccionado');
    expect(rows.map((row) => [row[1], row[2], row[5], row[6]])).toEqual([
      ['ana@applicants.example', '', '2026-11-02', 'Enlace de la vacante'],
      ['bea@applicants.example', '', '2026-11-03', 'Invitación'],
      ['gail@globex.example', '', '2026-11-07', 'Archivo'],
    ]);
  });

  it('names the two columns in English and Portuguese too, and refuses another company', async () => {
    const english = await download(
      'mario@acme.example',
      `/api/companies/export-ranking?position_id=${analystPosition}&format=csv&lang=en`,
    );
    const [englishHeader] = csvRows(english.rawPayload);
    expect(englishHeader!.slice(5, 7)).toEqual(['Applied on', 'Source']);
    const portuguese = await download(
      'mario@acme.example',
      `/api/companies/export-ranking?position_id=${analystPosition}&format=xlsx&lang=pt`,
    );
    expect(portuguese.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(portuguese.rawPayload as unknown as ArrayBuffer);
    const header = (workbook.worksheets[0]!.getRow(1).values as ExcelJS.CellValue[]).slice(1);
    expect(header.slice(5, 7)).toEqual(['Data da candidatura', 'Origem']);
    expect(workbook.worksheets[0]!.rowCount).toBe(4);
    const refused = await download(
      'gina@globex.example',
      `/api/companies/export-ranking?position_id=${analystPosition}&format=csv&lang=en`,
    );
    expect(refused.statusCode).toBe(404);
  });

  it('keeps the member ranking as it was: no applicant, no application columns', async () => {
    const response = await rankingOf(mario, `profile_id=${analystId}`);
    expect(response.body['position']).toBeNull();
    const emails = membersOf(response.body).map((member) => member.email);
    expect(emails).not.toContain('ana@applicants.example');
    expect(emails).toEqual(expect.arrayContaining(['erin@acme.example', 'joao@acme.example']));
    expect(
      membersOf(response.body).every(
        (member) =>
          member.applied_at === null &&
          !member.source &&
          member.application_id === null &&
          member.hired_at === null,
      ),
    ).toBe(true);
    const file = await download(
      'mario@acme.example',
      `/api/companies/export-ranking?profile_id=${analystId}&format=csv&lang=en`,
    );
    const [header] = csvRows(file.rawPayload);
    expect(header).not.toContain('Applied on');
    expect(header).not.toContain('Hired on');
    expect(header).toContain('Shortlisted');
  });
});
