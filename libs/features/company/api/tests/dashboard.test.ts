import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createCompanyTestServer } from './testing';

/**
 * GET /api/company/dashboard: Globex gets one open assessment, one result this month, one two
 * months ago, one from last year and a pending invitation; Acme Demo one result three months ago
 * and none of the rest. Each company sees its own figures.
 */
let testServer: TestServer;

async function userIdOf(email: string): Promise<number> {
  const user = await testServer.testDatabase.database('users').where({ email }).first('id');
  return Number(user!.id);
}

beforeAll(async () => {
  testServer = await createCompanyTestServer();
  const database = testServer.testDatabase.database;
  const globex = await database('companies').where({ name: 'Globex' }).first('id');
  const acme = await database('companies').where({ name: 'Acme Demo' }).first('id');
  const [gail, gina] = [
    await userIdOf('gail@globex.example'),
    await userIdOf('gina@globex.example'),
  ];
  await database('assessment_sessions').insert({
    user_id: gail,
    company_id: globex!.id,
    item_bank_version: 'test',
  });
  const [finished] = await database('assessment_sessions')
    .insert({
      user_id: gina,
      company_id: globex!.id,
      item_bank_version: 'test',
      status: 'completed',
      completed_at: database.fn.now(),
    })
    .returning('id');
  const result = { user_id: gina, company_id: globex!.id, scores: '{}', item_bank_version: 'test' };
  await database('results').insert([
    {
      ...result,
      number: 1,
      norm_version: 'test',
      created_at: database.raw("now() - interval '1 year'"),
    },
    { ...result, number: 2, norm_version: 'test', session_id: finished!.id },
    {
      ...result,
      user_id: gail,
      number: 1,
      norm_version: 'test',
      created_at: database.raw("now() - interval '2 months'"),
    },
    {
      ...result,
      user_id: await userIdOf('mario@acme.example'),
      company_id: acme!.id,
      number: 1,
      norm_version: 'test',
      created_at: database.raw("now() - interval '3 months'"),
    },
  ]);
  const invited = await callerFor(testServer.server, 'gus@globex.example')(
    'POST',
    '/api/companies/invite',
    { guest: 'new.hire@globex.example', role: 'employee', lang: 'en' },
  );
  if (invited.statusCode !== 201) throw new Error(`Setup invite answered ${invited.statusCode}`);
});
afterAll(() => testServer.close());

/** The database's current month and the five before it, oldest first, as the route names them. */
async function lastSixMonths(): Promise<string[]> {
  const { rows } = await testServer.testDatabase.database.raw<{ rows: { month: string }[] }>(
    `select to_char(date_trunc('month', now()) - make_interval(months => back), 'YYYY-MM') as month
       from generate_series(5, 0, -1) as back`,
  );
  return rows.map((row) => row.month);
}

function monthsWith(months: string[], finished: number[]) {
  return months.map((month, index) => ({ month, finished: finished[index] }));
}

describe('GET /api/company/dashboard', () => {
  it("answers a company admin their company's licences, invitations and assessments", async () => {
    const { statusCode, body } = await callerFor(testServer.server, 'gus@globex.example')(
      'GET',
      '/api/company/dashboard',
    );
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      companyName: 'Globex',
      // The pending invitation holds one of the three licences bought.
      licences: { purchased: 3, available: 2, assigned: 0, heldByInvitations: 1, used: 0 },
      // Gus has no licence and no result; Gina and Gail have finished.
      waitingForLicence: 1,
      pendingInvitations: 1,
      assessmentsInProgress: 1,
      finishedThisMonth: 1,
      recentResults: [
        expect.objectContaining({ name: 'Gina Manager', email: 'gina@globex.example' }),
        expect.objectContaining({ email: 'gail@globex.example' }),
        expect.objectContaining({ name: 'Gina Manager', email: 'gina@globex.example' }),
      ],
      finishedByMonth: monthsWith(await lastSixMonths(), [0, 0, 0, 1, 0, 1]),
    });
  });

  it("gives another company's manager only their own figures", async () => {
    const { statusCode, body } = await callerFor(testServer.server, 'mario@acme.example')(
      'GET',
      '/api/company/dashboard',
    );
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({
      companyName: 'Acme Demo',
      licences: { purchased: 25, available: 21, assigned: 4, heldByInvitations: 0, used: 0 },
      pendingInvitations: 0,
      assessmentsInProgress: 0,
      finishedThisMonth: 0,
      recentResults: [expect.objectContaining({ email: 'mario@acme.example' })],
      finishedByMonth: monthsWith(await lastSixMonths(), [0, 0, 1, 0, 0, 0]),
    });
  });

  it("counts only the results of current members in the monthly trend and this month's figure", async () => {
    const database = testServer.testDatabase.database;
    const gail = await userIdOf('gail@globex.example');
    const membership = await database('memberships').where({ user_id: gail }).first();
    await database('memberships').where({ user_id: gail }).delete();
    try {
      const { body } = await callerFor(testServer.server, 'gus@globex.example')(
        'GET',
        '/api/company/dashboard',
      );
      expect(body.finishedByMonth).toEqual(monthsWith(await lastSixMonths(), [0, 0, 0, 0, 0, 1]));
      expect(body.finishedThisMonth).toBe(1);
    } finally {
      await database('memberships').insert(membership!);
    }
  });

  it('refuses an employee with 403', async () => {
    const employee = callerFor(testServer.server, 'gail@globex.example');
    expect((await employee('GET', '/api/company/dashboard')).statusCode).toBe(403);
  });

  it('refuses a call without a session with 401', async () => {
    expect((await testServer.server.inject('/api/company/dashboard')).statusCode).toBe(401);
  });
});
