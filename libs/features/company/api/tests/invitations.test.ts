import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ageInvitation,
  callerFor,
  createCompanyTestServer,
  invitationLinkOf,
  type Caller,
} from './testing';

let testServer: TestServer;
let alicia: Caller;
let mario: Caller;
let gus: Caller;
let nora: Caller;

beforeAll(async () => {
  testServer = await createCompanyTestServer();
  alicia = callerFor(testServer.server, 'alicia@acme.example');
  mario = callerFor(testServer.server, 'mario@acme.example');
  gus = callerFor(testServer.server, 'gus@globex.example');
  nora = callerFor(testServer.server, 'nora@free.example');
});
afterAll(() => testServer.close());

const database = () => testServer.testDatabase.database;
const invite = (caller: Caller, guest: string, role = 'employee', extra = {}) =>
  caller('POST', '/api/companies/invite?role=manager', {
    host: 'hello@acme.example',
    guest,
    neededRole: 'manager',
    role,
    company_id: 1,
    lang: 'es',
    ...extra,
  });
const statusOf = async (caller: Caller, guest: string) => {
  const { body } = await caller('GET', '/api/invitations/get-invitation?page=1&pageSize=100');
  return (body.invitation as { guest: string; status: string }[]).find(
    (invitation) => invitation.guest === guest,
  )?.status;
};

describe('POST /api/companies/invite', () => {
  it('creates a pending invitation and puts a registration mail in the outbox', async () => {
    const { statusCode, body } = await invite(mario, 'New.Person@Example.com', 'candidate');
    expect(statusCode).toBe(201);
    expect(body.invitation).toMatchObject({
      guest: 'new.person@example.com',
      role: 'candidate',
      lang: 'es',
      status: 'pending',
      host: 'hello@acme.example',
      hostName: 'Mario Manager',
    });
    const mail = await database()('mail_outbox')
      .where({ kind: 'invitation', recipient: 'new.person@example.com' })
      .first();
    expect(mail).toMatchObject({ lang: 'es', subject: 'Acme Demo te invita a Facet' });
    const { link } = await invitationLinkOf(database(), 'new.person@example.com');
    expect(link).toMatch(/^https:\/\/facet\.example\/register\/[\w-]+$/);
    const audit = await database()('audit_log')
      .where({ action: 'company.invitation_sent', target: 'new.person@example.com' })
      .first();
    expect(audit).toMatchObject({ actor_kind: 'user' });
  });

  it('sends a person with an account the acceptance page link', async () => {
    expect((await invite(alicia, 'nora@free.example')).statusCode).toBe(201);
    const { link } = await invitationLinkOf(database(), 'nora@free.example');
    expect(link).toMatch(/^https:\/\/facet\.example\/invitation\/Acme%20Demo\/[\w-]+$/);
  });

  it('answers 400 when the company already has a pending invitation for the address', async () => {
    const response = await invite(alicia, 'new.person@example.com');
    expect(response.statusCode).toBe(400);
    expect(response.body.message).toMatch(/pending invitation/);
  });

  it('answers 402 when the company has no licence left', async () => {
    await database()('companies').where({ name: 'Globex' }).update({ licences: 0 });
    const response = await invite(gus, 'someone@example.com');
    expect(response.statusCode).toBe(402);
    await database()('companies').where({ name: 'Globex' }).update({ licences: 3 });
  });

  it('answers 403 when the invitee administers another company', async () => {
    const response = await invite(alicia, 'gus@globex.example');
    expect(response.statusCode).toBe(403);
    // The same sentence as for a person invited elsewhere: nothing about the other company.
    expect(response.body.message).toBe('This person cannot be invited from here.');
  });

  it('answers 403 when a manager tries to invite an administrator', async () => {
    expect((await invite(mario, 'boss@example.com', 'admin')).statusCode).toBe(403);
    expect((await invite(alicia, 'boss@example.com', 'admin')).statusCode).toBe(201);
  });

  it('answers 409 when the invitee is already in the company', async () => {
    const response = await invite(mario, 'ERIN@acme.example');
    expect(response.statusCode).toBe(409);
  });

  it('answers 423 when the invitee has a pending invitation from another company', async () => {
    const response = await invite(gus, 'new.person@example.com');
    expect(response.statusCode).toBe(423);
    expect(response.body.message).toBe('This person cannot be invited from here.');
  });

  it('answers 429 when the address was invited less than an hour ago', async () => {
    expect((await invite(alicia, 'twice@example.com')).statusCode).toBe(201);
    expect(
      (await alicia('PATCH', '/api/invitations/update-invitation', { guest: 'twice@example.com' }))
        .statusCode,
    ).toBe(200);
    const again = await invite(alicia, 'twice@example.com');
    expect(again.statusCode).toBe(429);
    await ageInvitation(database(), 'twice@example.com', 3601);
    expect((await invite(alicia, 'twice@example.com')).statusCode).toBe(201);
  });

  it('answers 400 naming the field for an invalid e-mail or role', async () => {
    const email = await invite(mario, 'not-an-email');
    expect(email.statusCode).toBe(400);
    expect(email.body.message).toMatch(/^guest: /);
    const role = await invite(mario, 'fine@example.com', 'owner');
    expect(role.statusCode).toBe(400);
    expect(role.body.message).toMatch(/^role: /);
  });

  it('refuses an employee with 403', async () => {
    const erin = callerFor(testServer.server, 'erin@acme.example');
    expect((await invite(erin, 'friend@example.com')).statusCode).toBe(403);
  });

  it('lets an address be invited again once its invitation has expired', async () => {
    expect((await invite(gus, 'late@example.com')).statusCode).toBe(201);
    await ageInvitation(database(), 'late@example.com', 8 * 24 * 3600);
    expect(await statusOf(gus, 'late@example.com')).toBe('expired');
    expect((await invite(alicia, 'late@example.com')).statusCode).toBe(201);
  });
});

describe('GET /api/invitations/get-invitation', () => {
  it('pages the company invitations, newest first', async () => {
    const { statusCode, body } = await mario(
      'GET',
      '/api/invitations/get-invitation?page=1&pageSize=2',
    );
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ page: 1, totalPages: expect.any(Number) });
    expect((body.invitation as unknown[]).length).toBe(2);
    const dates = (body.invitation as { date: string }[]).map((invitation) => invitation.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers an empty page, not an error, when there are none', async () => {
    const fresh = await database()('companies')
      .insert({ name: 'Empty Co', email: 'e@empty.example' })
      .returning('id');
    const gail = await database()('users').where({ email: 'gail@globex.example' }).first('id');
    await database()('memberships')
      .where({ user_id: gail!.id })
      .update({ company_id: fresh[0]!.id, role: 'manager' });
    const gailCaller = callerFor(testServer.server, 'gail@globex.example');
    const { statusCode, body } = await gailCaller('GET', '/api/invitations/get-invitation?page=1');
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ invitation: [], page: 1, totalPages: 1, total: 0 });
  });

  it('answers 400 for an invalid page', async () => {
    expect((await mario('GET', '/api/invitations/get-invitation?page=0')).statusCode).toBe(400);
  });
});

describe('PATCH /api/invitations/update-invitation', () => {
  it('lets the company admin cancel a pending invitation, whose link then stops working', async () => {
    expect((await invite(alicia, 'cancel.me@example.com')).statusCode).toBe(201);
    const { token } = await invitationLinkOf(database(), 'cancel.me@example.com');
    const response = await alicia('PATCH', '/api/invitations/update-invitation', {
      guest: 'cancel.me@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.invitation).toMatchObject({ status: 'cancelled' });
    const register = await testServer.server.inject({
      method: 'POST',
      url: '/api/auth/employee-register',
      payload: { token, name: 'Too Late', password: 'Str0ngPassw0rd' },
    });
    expect(register.statusCode).toBe(410);
  });

  it('answers 404 when no invitation is pending for the address', async () => {
    const response = await alicia('PATCH', '/api/invitations/update-invitation', {
      guest: 'cancel.me@example.com',
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a manager with 403', async () => {
    const response = await mario('PATCH', '/api/invitations/update-invitation', {
      guest: 'new.person@example.com',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('accepting an invitation', () => {
  it('registering with the mailed link joins the company and shows the invitation accepted', async () => {
    expect((await invite(mario, 'newbie@example.com')).statusCode).toBe(201);
    const { token } = await invitationLinkOf(database(), 'newbie@example.com');
    const register = await testServer.server.inject({
      method: 'POST',
      url: '/api/auth/employee-register',
      payload: {
        token,
        name: 'New Bie',
        password: 'Str0ngPassw0rd',
        termsVersion: '1.0.0',
        privacyVersion: '1.0.0',
      },
    });
    expect(register.statusCode).toBe(201);
    expect(await statusOf(mario, 'newbie@example.com')).toBe('accepted');
    const employee = await mario('GET', '/api/companies/get-employees/newbie@example.com');
    // The invitation held a licence; the person joins with it assigned and can start at once.
    expect(employee.body.employee).toMatchObject({ role: 'employee', licence_state: 'yes' });
  });

  it('registering with the link of an invitation that assigns no licence joins without one', async () => {
    const sent = await invite(mario, 'unlicensed@example.com', 'employee', {
      assignLicense: false,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.body.invitation).toMatchObject({ assignLicense: false });
    const { token } = await invitationLinkOf(database(), 'unlicensed@example.com');
    const register = await testServer.server.inject({
      method: 'POST',
      url: '/api/auth/employee-register',
      payload: { token, name: 'Un Licensed', password: 'Str0ngPassw0rd' },
    });
    expect(register.statusCode).toBe(201);
    expect(await statusOf(mario, 'unlicensed@example.com')).toBe('accepted');
    const employee = await mario('GET', '/api/companies/get-employees/unlicensed@example.com');
    expect(employee.body.employee).toMatchObject({ licence_state: 'no', hasFinished: false });
  });

  it('PATCH /api/companies/company-change joins an existing user to the company', async () => {
    const { token } = await invitationLinkOf(database(), 'nora@free.example');
    const response = await nora('PATCH', '/api/companies/company-change', { token });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ companyName: 'Acme Demo', role: 'employee' });
    expect(await statusOf(alicia, 'nora@free.example')).toBe('accepted');
    const employee = await alicia('GET', '/api/companies/get-employees/nora@free.example');
    expect(employee.body.employee).toMatchObject({ licence_state: 'yes' });
    const audit = await database()('audit_log')
      .where({ action: 'company.invitation_accepted', target: 'nora@free.example' })
      .first();
    expect(audit).toBeDefined();
  });

  it('answers 409 for a link already used', async () => {
    const { token } = await invitationLinkOf(database(), 'nora@free.example');
    expect((await nora('PATCH', '/api/companies/company-change', { token })).statusCode).toBe(409);
  });

  it('answers 410 for an expired link and for a cancelled one', async () => {
    const joao = callerFor(testServer.server, 'joao@acme.example');
    expect((await invite(gus, 'joao@acme.example')).statusCode).toBe(201);
    const { token } = await invitationLinkOf(database(), 'joao@acme.example');
    await ageInvitation(database(), 'joao@acme.example', 8 * 24 * 3600);
    expect((await joao('PATCH', '/api/companies/company-change', { token })).statusCode).toBe(410);

    expect((await invite(gus, 'carla@acme.example')).statusCode).toBe(201);
    const carlaLink = await invitationLinkOf(database(), 'carla@acme.example');
    await gus('PATCH', '/api/invitations/update-invitation', { guest: 'carla@acme.example' });
    const carla = callerFor(testServer.server, 'carla@acme.example');
    const cancelled = await carla('PATCH', '/api/companies/company-change', {
      token: carlaLink.token,
    });
    expect(cancelled.statusCode).toBe(410);
  });

  it('answers 403 for an invitation sent to someone else and 404 for an unknown link', async () => {
    expect((await invite(gus, 'erin@acme.example')).statusCode).toBe(201);
    const { token } = await invitationLinkOf(database(), 'erin@acme.example');
    expect((await mario('PATCH', '/api/companies/company-change', { token })).statusCode).toBe(403);
    expect(
      (await mario('PATCH', '/api/companies/company-change', { token: 'no-such-link' })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/auth/register-context/{token}', () => {
  const contextOf = (token: string) =>
    testServer.server.inject({ method: 'GET', url: `/api/auth/register-context/${token}` });

  it('tells the invitee who invited them to which company, as what and at which address', async () => {
    expect((await invite(mario, 'context.reader@example.com', 'candidate')).statusCode).toBe(201);
    const { token } = await invitationLinkOf(database(), 'context.reader@example.com');
    const response = await contextOf(token);
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({
      email: 'context.reader@example.com',
      lang: 'es',
      companyName: 'Acme Demo',
      role: 'candidate',
      inviterName: 'Mario Manager',
      welcomeLine: null,
      logoUrl: null,
    });
  });

  it('answers 410 once the invitation is cancelled or its link used, and 404 for no link', async () => {
    expect((await invite(alicia, 'context.cancelled@example.com')).statusCode).toBe(201);
    const cancelled = await invitationLinkOf(database(), 'context.cancelled@example.com');
    await alicia('PATCH', '/api/invitations/update-invitation', {
      guest: 'context.cancelled@example.com',
    });
    expect((await contextOf(cancelled.token)).statusCode).toBe(410);

    expect((await invite(mario, 'context.used@example.com')).statusCode).toBe(201);
    const used = await invitationLinkOf(database(), 'context.used@example.com');
    const register = await testServer.server.inject({
      method: 'POST',
      url: '/api/auth/employee-register',
      payload: {
        token: used.token,
        name: 'Used Link',
        password: 'Str0ngPassw0rd',
        termsVersion: '1.0.0',
        privacyVersion: '1.0.0',
      },
    });
    expect(register.statusCode).toBe(201);
    expect((await contextOf(used.token)).statusCode).toBe(410);
    expect((await contextOf('no-such-link-secret')).statusCode).toBe(404);
  });
});

describe('PATCH /api/companies/decline-invitation', () => {
  it("lets only the invitation's addressee decline it; it reads rejected and its link stops working", async () => {
    const erin = callerFor(testServer.server, 'erin@acme.example');
    const { token } = await invitationLinkOf(database(), 'erin@acme.example');
    const byAnotherPerson = await mario('PATCH', '/api/companies/decline-invitation', { token });
    expect(byAnotherPerson.statusCode).toBe(403);
    expect(await statusOf(gus, 'erin@acme.example')).toBe('pending');

    const declined = await erin('PATCH', '/api/companies/decline-invitation', { token });
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toMatchObject({ companyName: 'Globex' });
    expect(await statusOf(gus, 'erin@acme.example')).toBe('rejected');
    expect(await statusOf(mario, 'context.reader@example.com')).toBe('pending');
    expect((await erin('PATCH', '/api/companies/company-change', { token })).statusCode).toBe(410);
    expect((await erin('PATCH', '/api/companies/decline-invitation', { token })).statusCode).toBe(
      410,
    );
    const membership = await database()('memberships as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where('u.email', 'erin@acme.example')
      .first<{ company_id: number }>('m.company_id');
    expect(Number(membership.company_id)).toBe(1);
    const audit = await database()('audit_log')
      .where({ action: 'company.invitation_declined', target: 'erin@acme.example' })
      .first();
    expect(audit).toBeDefined();
  });

  it('answers 404 for an unknown link and 401 without a session', async () => {
    expect(
      (await mario('PATCH', '/api/companies/decline-invitation', { token: 'no-such-link' }))
        .statusCode,
    ).toBe(404);
    const anonymous = await testServer.server.inject({
      method: 'PATCH',
      url: '/api/companies/decline-invitation',
      payload: { token: 'no-such-link' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
