import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createCompanyTestServer, type Caller } from './testing';

/**
 * Every company call, made by people of Globex (and by an Acme employee) with Acme's ids and
 * e-mails: none of them may read or change anything of Acme Demo.
 */
let testServer: TestServer;
let acmeId: number;

beforeAll(async () => {
  testServer = await createCompanyTestServer();
  const acme = await testServer.testDatabase
    .database('companies')
    .where({ name: 'Acme Demo' })
    .first('id');
  acmeId = Number(acme!.id);
  const alicia = callerFor(testServer.server, 'alicia@acme.example');
  const invited = await alicia('POST', '/api/companies/invite', {
    guest: 'acme.guest@example.com',
    role: 'employee',
    lang: 'en',
  });
  if (invited.statusCode !== 201) throw new Error(`Setup invite answered ${invited.statusCode}`);
});
afterAll(() => testServer.close());

interface Case {
  call: string;
  send: (caller: Caller, attempt: number) => ReturnType<Caller>;
  /** What a Globex manager and a Globex admin get; `own` = 2xx about Globex only. */
  manager: number | 'own';
  admin: number | 'own';
}

const cases: Case[] = [
  {
    call: 'GET get-company?company_id=Acme',
    send: (caller) => caller('GET', `/api/companies/get-company?company_id=${acmeId}`),
    manager: 'own',
    admin: 'own',
  },
  {
    call: 'GET get-employees?company_id=Acme',
    send: (caller) =>
      caller('GET', `/api/companies/get-employees?company_id=${acmeId}&pageSize=100`),
    manager: 'own',
    admin: 'own',
  },
  {
    call: 'GET get-employees/{Acme employee}',
    send: (caller) => caller('GET', '/api/companies/get-employees/erin@acme.example'),
    manager: 404,
    admin: 404,
  },
  {
    call: 'PATCH employee-change-role {Acme employee}',
    send: (caller) =>
      caller('PATCH', '/api/companies/employee-change-role?role=admin', {
        email: 'erin@acme.example',
        newRole: 'manager',
        company_id: acmeId,
      }),
    manager: 403,
    admin: 404,
  },
  {
    call: 'PATCH toggle-diagnosis-permission {Acme employee}',
    send: (caller) =>
      caller('PATCH', '/api/companies/toggle-diagnosis-permission?role=manager', {
        email: 'erin@acme.example',
        newLicenseState: 'no',
        company_id: acmeId,
      }),
    manager: 404,
    admin: 404,
  },
  {
    call: 'PATCH employee-release {Acme employee}',
    send: (caller) =>
      caller('PATCH', '/api/companies/employee-release?role=admin', {
        email: 'erin@acme.example',
        lang: 'en',
        company_id: acmeId,
      }),
    manager: 403,
    admin: 404,
  },
  {
    call: 'PATCH update-company (cannot reach Acme)',
    send: (caller) =>
      caller('PATCH', '/api/companies/update-company', {
        name: 'Globex Renamed',
        email: 'hello@globex.example',
        company_id: acmeId,
      }),
    manager: 403,
    admin: 'own',
  },
  {
    call: 'GET get-invitation?company_id=Acme',
    send: (caller) =>
      caller('GET', `/api/invitations/get-invitation?company_id=${acmeId}&pageSize=100`),
    manager: 'own',
    admin: 'own',
  },
  {
    call: 'PATCH update-invitation {Acme guest}',
    send: (caller) =>
      caller('PATCH', '/api/invitations/update-invitation', {
        guest: 'acme.guest@example.com',
        company_id: acmeId,
      }),
    manager: 403,
    admin: 404,
  },
  {
    call: 'POST invite {company_id: Acme}',
    send: (caller, attempt) =>
      caller('POST', '/api/companies/invite?role=manager', {
        host: 'hello@acme.example',
        guest: `cross.${attempt}@example.com`,
        neededRole: 'manager',
        role: 'employee',
        company_id: acmeId,
        lang: 'en',
      }),
    manager: 'own',
    admin: 'own',
  },
];

const callers = [
  { who: 'a Globex manager', email: 'gina@globex.example', expected: (c: Case) => c.manager },
  { who: 'a Globex admin', email: 'gus@globex.example', expected: (c: Case) => c.admin },
  { who: 'an Acme employee', email: 'erin@acme.example', expected: () => 403 as const },
] as const;

let attempt = 0;

describe.each(callers)('as $who', ({ email, expected }) => {
  it.each(cases)('$call never reaches Acme', async (testCase) => {
    attempt += 1;
    const { statusCode, body } = await testCase.send(callerFor(testServer.server, email), attempt);
    const want = expected(testCase);
    if (want === 'own') {
      expect(statusCode).toBeLessThan(300);
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/acme/i);
      expect(text).not.toContain(`"company_id":${acmeId}`);
    } else {
      expect(statusCode).toBe(want);
    }
  });
});

it('leaves every Acme record as it was', async () => {
  const alicia = callerFor(testServer.server, 'alicia@acme.example');
  const erin = await alicia('GET', '/api/companies/get-employees/erin@acme.example');
  expect(erin.body.employee).toMatchObject({ role: 'employee', licence_state: 'yes' });
  const company = await alicia('GET', '/api/companies/get-company');
  expect(company.body.company).toMatchObject({ name: 'Acme Demo', email: 'hello@acme.example' });
  const invitations = await alicia('GET', '/api/invitations/get-invitation?pageSize=100');
  expect(invitations.body.invitation).toEqual([
    expect.objectContaining({ guest: 'acme.guest@example.com', status: 'pending' }),
  ]);
});
