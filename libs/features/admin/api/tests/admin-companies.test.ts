import { companyProblems } from '@facet/company-domain';
import type { PipelineAnswer } from '@facet/company-domain';
import { describe, expect, it } from 'vitest';
import { startAdminTestServer, userCaller } from './testing';

const { admin, acmeId, database, server } = startAdminTestServer();

describe('a platform admin acting on a company', () => {
  it('reads the company, its employees and one employee', async () => {
    const company = await admin('GET', `/api/admin-companies/get-company?company_id=${acmeId()}`);
    expect(company.body.company).toMatchObject({ name: 'Acme Demo', viewerRole: 'platformAdmin' });
    const employees = await admin(
      'GET',
      `/api/admin-companies/get-employees?company_id=${acmeId()}&page=1`,
    );
    expect(employees.body).toMatchObject({ page: 1, total: 5 });
    const erin = await admin(
      'GET',
      `/api/admin-companies/get-employees/erin@acme.example?company_id=${acmeId()}`,
    );
    expect(erin.body.employee).toMatchObject({ role: 'employee' });
    expect(
      (await admin('GET', '/api/admin-companies/get-company?company_id=999999')).statusCode,
    ).toBe(404);
    expect((await admin('GET', '/api/admin-companies/get-company')).statusCode).toBe(400);
  });

  it("lists the company's people pipeline, filtered and paged as the manager's is", async () => {
    const everyone = await admin(
      'GET',
      `/api/admin-companies/people?company_id=${acmeId()}&page=1&pageSize=50`,
    );
    expect(everyone.statusCode).toBe(200);
    const members = (everyone.body as unknown as PipelineAnswer).people.filter(
      (person) => person.kind === 'member',
    );
    expect(members).toHaveLength(5);
    expect(members).toContainEqual(
      expect.objectContaining({ email: 'erin@acme.example', kind: 'member' }),
    );
    const searched = await admin(
      'GET',
      `/api/admin-companies/people?company_id=${acmeId()}&page=1&search=erin&kind=member`,
    );
    expect(
      (searched.body as unknown as PipelineAnswer).people.map((person) => person.email),
    ).toEqual(['erin@acme.example']);
    expect(
      (await admin('GET', '/api/admin-companies/people?company_id=999999&page=1')).statusCode,
    ).toBe(404);
    expect((await admin('GET', '/api/admin-companies/people?page=1')).statusCode).toBe(400);
  });

  it('edits the company info', async () => {
    const updated = await admin('PATCH', '/api/admin-companies/update-company', {
      company_id: acmeId(),
      name: 'Acme Demo',
      email: 'team@acme.example',
    });
    expect(updated.body.company).toMatchObject({ email: 'team@acme.example' });
    await admin('PATCH', '/api/admin-companies/update-company', {
      company_id: acmeId(),
      name: 'Acme Demo',
      email: 'hello@acme.example',
    });
  });

  it('changes a role and a licence, and refuses to release the last administrator', async () => {
    const role = await admin('PATCH', '/api/admin-companies/employee-change-role', {
      company_id: acmeId(),
      email: 'erin@acme.example',
      newRole: 'manager',
    });
    expect(role.body.employee).toMatchObject({ role: 'manager' });
    const licence = await admin('PATCH', '/api/admin-companies/toggle-diagnosis-permission', {
      company_id: acmeId(),
      email: 'carla@acme.example',
      newLicenseState: 'yes',
    });
    expect(licence.body.employee).toMatchObject({ licence_state: 'yes' });
    const lastAdmin = await admin('PATCH', '/api/admin-companies/employee-release', {
      company_id: acmeId(),
      email: 'alicia@acme.example',
      lang: 'en',
    });
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.body.message).toBe(companyProblems.lastAdmin.message);
    expect(lastAdmin.body.code).toBe('company.last_admin');
    const demotion = await admin('PATCH', '/api/admin-companies/employee-change-role', {
      company_id: acmeId(),
      email: 'alicia@acme.example',
      newRole: 'manager',
    });
    expect(demotion.statusCode).toBe(409);
    expect(demotion.body.message).toBe(companyProblems.lastAdmin.message);
    expect(demotion.body.code).toBe('company.last_admin');
    const released = await admin('PATCH', '/api/admin-companies/employee-release', {
      company_id: acmeId(),
      email: 'joao@acme.example',
      lang: 'en',
    });
    expect(released.statusCode).toBe(200);
  });

  it('invites, lists and cancels invitations, even an administrator', async () => {
    const invited = await admin('POST', '/api/admin-companies/invite', {
      company_id: acmeId(),
      guest: 'new.boss@example.com',
      role: 'admin',
      lang: 'es',
    });
    expect(invited.statusCode).toBe(201);
    const list = await admin(
      'GET',
      `/api/admin-companies/get-invitation?company_id=${acmeId()}&page=1`,
    );
    expect(list.body.invitation).toEqual([
      expect.objectContaining({ guest: 'new.boss@example.com', status: 'pending' }),
    ]);
    const mail = await database()('mail_outbox')
      .where({ recipient: 'new.boss@example.com' })
      .first();
    expect(mail).toMatchObject({ kind: 'invitation', lang: 'es' });
    const cancelled = await admin('PATCH', '/api/admin-companies/update-invitation', {
      company_id: acmeId(),
      guest: 'new.boss@example.com',
    });
    expect(cancelled.body.invitation).toMatchObject({ status: 'cancelled' });
  });
});

describe('only platform admins', () => {
  // The back office's own routes and the company operations their owners mount for it.
  const isBackOffice = (route: { path: string; realm: { plugin?: string } }) =>
    route.realm.plugin === 'facet-admin' || route.path.startsWith('/api/admin-companies/');
  const backOfficeRoutes = () =>
    server()
      .table()
      .filter(isBackOffice)
      .map((route) => ({
        method: route.method.toUpperCase(),
        path: route.path.replace(/\{[^}]+\}/g, '1'),
      }));

  it('registers every back-office route behind the admin strategy', () => {
    const routes = server().table().filter(isBackOffice);
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) expect(route.settings.auth?.strategies).toEqual(['admin']);
  });

  it.each(['alicia@acme.example', 'mario@acme.example', 'erin@acme.example'])(
    'refuses %s (a user token) on every back-office route',
    async (email) => {
      const user = userCaller(server(), email);
      for (const { method, path } of backOfficeRoutes()) {
        const { statusCode } = await user(method, path, method === 'GET' ? undefined : {});
        expect([401, 403], `${method} ${path}`).toContain(statusCode);
      }
    },
  );

  it('refuses a call without a token on every back-office route', async () => {
    for (const { method, path } of backOfficeRoutes()) {
      const response = await server().inject({
        method,
        url: path,
        payload: method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
  });
});
