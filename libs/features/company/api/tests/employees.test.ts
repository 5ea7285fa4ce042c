import { companyProblems } from '@facet/company-domain';
import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, callerFor, createCompanyTestServer, type Caller } from './testing';

let testServer: TestServer;
let alicia: Caller;
let mario: Caller;
let erin: Caller;
let gus: Caller;

beforeAll(async () => {
  testServer = await createCompanyTestServer();
  alicia = callerFor(testServer.server, 'alicia@acme.example');
  mario = callerFor(testServer.server, 'mario@acme.example');
  erin = callerFor(testServer.server, 'erin@acme.example');
  gus = callerFor(testServer.server, 'gus@globex.example');
});
afterAll(() => testServer.close());

const auditOf = (action: string, target: string) =>
  testServer.testDatabase
    .database('audit_log')
    .where({ action, target })
    .orderBy('id', 'desc')
    .first();

describe('GET /api/companies/get-company', () => {
  it('answers the manager their company with its administrator and licences', async () => {
    const { statusCode, body } = await mario('GET', '/api/companies/get-company?role=manager');
    expect(statusCode).toBe(200);
    expect(body.company).toMatchObject({
      name: 'Acme Demo',
      email: 'hello@acme.example',
      administrator: 'Alicia Owner',
      adminEmail: 'alicia@acme.example',
      employees: 5,
      licences: 25,
      grantedLicences: 4,
      availableLicences: 21,
      licenceCounts: { purchased: 25, available: 21, assigned: 4, heldByInvitations: 0, used: 0 },
    });
  });

  it('refuses an employee with 403', async () => {
    expect((await erin('GET', '/api/companies/get-company')).statusCode).toBe(403);
  });

  it('refuses a manager who asks to act as admin with 403', async () => {
    expect((await mario('GET', '/api/companies/get-company?role=admin')).statusCode).toBe(403);
  });

  it('refuses a call without a session with 401', async () => {
    const response = await testServer.server.inject('/api/companies/get-company');
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/companies/update-company', () => {
  it('lets the company admin change name and e-mail and records it', async () => {
    const { statusCode, body } = await gus('PATCH', '/api/companies/update-company?role=admin', {
      name: 'Globex Corp',
      email: 'Team@Globex.example',
    });
    expect(statusCode).toBe(200);
    expect(body.company).toMatchObject({ name: 'Globex Corp', email: 'team@globex.example' });
    expect(await auditOf('company.updated', 'team@globex.example')).toBeDefined();
  });

  it('sets whether its admins and managers need a second factor, and keeps it when left out', async () => {
    const required = await gus('PATCH', '/api/companies/update-company?role=admin', {
      name: 'Globex Corp',
      email: 'team@globex.example',
      requireSecondFactor: true,
    });
    expect(required.body.company).toMatchObject({ requireSecondFactor: true });
    const kept = await gus('PATCH', '/api/companies/update-company?role=admin', {
      name: 'Globex Corp',
      email: 'team@globex.example',
    });
    expect(kept.body.company).toMatchObject({ requireSecondFactor: true });
    const optional = await gus('PATCH', '/api/companies/update-company?role=admin', {
      name: 'Globex Corp',
      email: 'team@globex.example',
      requireSecondFactor: false,
    });
    expect(optional.body.company).toMatchObject({ requireSecondFactor: false });
  });

  it('answers 409 for a name or e-mail another company uses', async () => {
    const name = await gus('PATCH', '/api/companies/update-company', {
      name: 'acme demo',
      email: 'team@globex.example',
    });
    expect(name.statusCode).toBe(409);
    expect(name.body.message).toMatch(/name/);
    const email = await gus('PATCH', '/api/companies/update-company', {
      name: 'Globex Corp',
      email: 'hello@acme.example',
    });
    expect(email.statusCode).toBe(409);
    expect(email.body.message).toMatch(/e-mail/);
  });

  it('answers 400 naming the field for an invalid e-mail or an empty name', async () => {
    const response = await alicia('PATCH', '/api/companies/update-company', {
      name: ' ',
      email: 'not-an-email',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.message).toMatch(/name: .*email: /);
  });

  it('refuses a manager with 403', async () => {
    const response = await mario('PATCH', '/api/companies/update-company', {
      name: 'Acme Renamed',
      email: 'hello@acme.example',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/companies/get-employees', () => {
  it('pages the company members sorted by name', async () => {
    const { statusCode, body } = await mario(
      'GET',
      '/api/companies/get-employees?page=1&pageSize=2',
    );
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ page: 1, totalPages: 3, total: 5 });
    expect((body.employees as { name: string }[]).map((employee) => employee.name)).toEqual([
      'Alicia Owner',
      'Carla Candidate',
    ]);
  });

  it('sorts by another column in descending order', async () => {
    const { body } = await mario('GET', '/api/companies/get-employees?sort=email&order=desc');
    expect((body.employees as { email: string }[])[0]?.email).toBe('mario@acme.example');
  });

  it('answers 400 for a page that is not a number', async () => {
    const response = await mario('GET', '/api/companies/get-employees?page=first');
    expect(response.statusCode).toBe(400);
    expect(response.body.message).toMatch(/^page: /);
  });

  it('answers one employee, and 404 for someone outside the company', async () => {
    const found = await mario('GET', '/api/companies/get-employees/ERIN@acme.example');
    expect(found.statusCode).toBe(200);
    expect(found.body.employee).toMatchObject({
      name: 'Erin Employee',
      role: 'employee',
      licence_state: 'yes',
    });
    expect((await mario('GET', '/api/companies/get-employees/nora@free.example')).statusCode).toBe(
      404,
    );
  });
});

describe('PATCH /api/companies/employee-change-role', () => {
  it('lets the company admin change a role and records it', async () => {
    const { statusCode, body } = await alicia(
      'PATCH',
      '/api/companies/employee-change-role?role=admin',
      {
        email: 'carla@acme.example',
        newRole: 'employee',
      },
    );
    expect(statusCode).toBe(200);
    expect(body.employee).toMatchObject({ email: 'carla@acme.example', role: 'employee' });
    expect(await auditOf('company.role_changed', 'carla@acme.example')).toMatchObject({
      actor_kind: 'user',
      details: { from: 'candidate', to: 'employee' },
    });
  });

  it('answers 404 for someone not in the company', async () => {
    const response = await alicia('PATCH', '/api/companies/employee-change-role', {
      email: 'nora@free.example',
      newRole: 'manager',
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 409 for one’s own role', async () => {
    const response = await alicia('PATCH', '/api/companies/employee-change-role', {
      email: 'alicia@acme.example',
      newRole: 'manager',
    });
    expect(response.statusCode).toBe(409);
    expect(response.body.message).toMatch(/own role/);
  });

  it('answers 409 for the role the person already has', async () => {
    const response = await alicia('PATCH', '/api/companies/employee-change-role', {
      email: 'erin@acme.example',
      newRole: 'employee',
    });
    expect(response.statusCode).toBe(409);
  });

  it('answers 400 for an unknown role or a missing e-mail', async () => {
    const role = await alicia('PATCH', '/api/companies/employee-change-role', {
      email: 'erin@acme.example',
      newRole: 'owner',
    });
    expect(role.statusCode).toBe(400);
    expect(role.body.message).toMatch(/^newRole: /);
    const email = await alicia('PATCH', '/api/companies/employee-change-role', {
      newRole: 'manager',
    });
    expect(email.statusCode).toBe(400);
  });

  it('refuses a manager with 403', async () => {
    const response = await mario('PATCH', '/api/companies/employee-change-role', {
      email: 'erin@acme.example',
      newRole: 'manager',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('PATCH /api/companies/toggle-diagnosis-permission', () => {
  it('lets a manager withdraw and grant a licence, recording both', async () => {
    const off = await mario('PATCH', '/api/companies/toggle-diagnosis-permission?role=manager', {
      email: 'joao@acme.example',
      newLicenseState: 'no',
    });
    expect(off.statusCode).toBe(200);
    expect(off.body.employee).toMatchObject({ licence_state: 'no' });
    const on = await mario('PATCH', '/api/companies/toggle-diagnosis-permission?role=manager', {
      email: 'joao@acme.example',
      newLicenseState: 'yes',
    });
    expect(on.statusCode).toBe(200);
    expect(await auditOf('company.licence_changed', 'joao@acme.example')).toMatchObject({
      details: { from: 'no', to: 'yes' },
    });
  });

  it('answers 400 for an invalid state, including inProgress', async () => {
    for (const newLicenceState of ['maybe', 'inProgress']) {
      const response = await mario('PATCH', '/api/companies/toggle-diagnosis-permission', {
        email: 'erin@acme.example',
        newLicenseState: newLicenceState,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body.message).toMatch(/^newLicenseState: /);
    }
  });

  it('answers 404 for someone not in the company', async () => {
    const response = await mario('PATCH', '/api/companies/toggle-diagnosis-permission', {
      email: 'gail@globex.example',
      newLicenseState: 'yes',
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 409 for the state the person already has', async () => {
    const response = await mario('PATCH', '/api/companies/toggle-diagnosis-permission', {
      email: 'erin@acme.example',
      newLicenseState: 'yes',
    });
    expect(response.statusCode).toBe(409);
  });

  it('answers 409 while an assessment is in progress', async () => {
    const database = testServer.testDatabase.database;
    const user = await database('users').where({ email: 'erin@acme.example' }).first('id');
    await database('memberships')
      .where({ user_id: user!.id })
      .update({ licence_state: 'inProgress' });
    const response = await mario('PATCH', '/api/companies/toggle-diagnosis-permission', {
      email: 'erin@acme.example',
      newLicenseState: 'no',
    });
    expect(response.statusCode).toBe(409);
    expect(response.body.message).toMatch(/in progress/);
    await database('memberships').where({ user_id: user!.id }).update({ licence_state: 'yes' });
  });

  it('answers 402 when no licence is left to grant', async () => {
    const gina = callerFor(testServer.server, 'gina@globex.example');
    const database = testServer.testDatabase.database;
    await database('companies').where({ email: 'team@globex.example' }).update({ licences: 1 });
    const first = await gina('PATCH', '/api/companies/toggle-diagnosis-permission', {
      email: 'gail@globex.example',
      newLicenseState: 'yes',
    });
    expect(first.statusCode).toBe(200);
    const second = await gina('PATCH', '/api/companies/toggle-diagnosis-permission', {
      email: 'gina@globex.example',
      newLicenseState: 'yes',
    });
    expect(second.statusCode).toBe(402);
  });

  it('refuses an employee with 403', async () => {
    const response = await erin('PATCH', '/api/companies/toggle-diagnosis-permission', {
      email: 'erin@acme.example',
      newLicenseState: 'no',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('PATCH /api/companies/employee-release', () => {
  it('releases an employee, who keeps their account, and records it', async () => {
    const database = testServer.testDatabase.database;
    const userId = await addUser(database, { name: 'Rita Leaving', email: 'rita@acme.example' });
    const company = await database('companies').where({ name: 'Acme Demo' }).first('id');
    await database('memberships').insert({
      user_id: userId,
      company_id: company!.id,
      role: 'employee',
      licence_state: 'no',
    });
    const response = await alicia('PATCH', '/api/companies/employee-release?role=admin', {
      email: 'rita@acme.example',
      lang: 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(await database('memberships').where({ user_id: userId }).first()).toBeUndefined();
    expect(await database('users').where({ id: userId }).first()).toBeDefined();
    expect(await auditOf('company.employee_released', 'rita@acme.example')).toBeDefined();
  });

  it('answers 404 for someone not in the company', async () => {
    const response = await alicia('PATCH', '/api/companies/employee-release', {
      email: 'gail@globex.example',
      lang: 'en',
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 409 for the last administrator', async () => {
    const response = await alicia('PATCH', '/api/companies/employee-release', {
      email: 'alicia@acme.example',
      lang: 'en',
    });
    expect(response.statusCode).toBe(409);
    expect(response.body.message).toBe(companyProblems.lastAdmin.message);
    expect(response.body.code).toBe('company.last_admin');
  });

  it('refuses a manager with 403', async () => {
    const response = await mario('PATCH', '/api/companies/employee-release', {
      email: 'erin@acme.example',
      lang: 'en',
    });
    expect(response.statusCode).toBe(403);
  });
});
