import { companyProblems } from '@facet/company-domain';
import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createAccountTestServer, type Caller } from './testing';

let testServer: TestServer;
let erin: Caller;
let joao: Caller;
let alicia: Caller;
let mario: Caller;
let nora: Caller;

beforeAll(async () => {
  testServer = await createAccountTestServer();
  erin = callerFor(testServer.server, 'erin@acme.example');
  joao = callerFor(testServer.server, 'joao@acme.example');
  alicia = callerFor(testServer.server, 'alicia@acme.example');
  mario = callerFor(testServer.server, 'mario@acme.example');
  nora = callerFor(testServer.server, 'nora@free.example');
});
afterAll(() => testServer.close());

const database = () => testServer.testDatabase.database;

describe('GET /api/user/me', () => {
  it('answers a member their name, e-mail, role, company and licence', async () => {
    const { statusCode, body } = await erin('GET', '/api/user/me');
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      name: 'Erin Employee',
      email: 'erin@acme.example',
      role: 'employee',
      company: 'Acme Demo',
      licenceState: 'yes',
    });
  });

  it('answers a person without a company with undefined role and licence and no company', async () => {
    const { statusCode, body } = await nora('GET', '/api/user/me');
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      name: 'Nora Nobody',
      email: 'nora@free.example',
      role: 'undefined',
      company: null,
      licenceState: 'undefined',
    });
  });

  it('refuses a call without a session with 401', async () => {
    expect((await testServer.server.inject('/api/user/me')).statusCode).toBe(401);
  });
});

describe('PATCH /api/user/update-profile', () => {
  it('renames the caller, answers the updated record and records it', async () => {
    const { statusCode, body } = await joao('PATCH', '/api/user/update-profile', {
      name: "  João D'Ávila-Conceição ",
    });
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({
      name: "João D'Ávila-Conceição",
      email: 'joao@acme.example',
      role: 'employee',
      company: 'Acme Demo',
    });
    expect((await joao('GET', '/api/user/me')).body.name).toBe("João D'Ávila-Conceição");
    const audit = await database()('audit_log')
      .where({ action: 'account.profile_updated', target: 'joao@acme.example' })
      .first();
    expect(audit).toMatchObject({ actor_kind: 'user' });
  });

  it('changes only the caller’s own record', async () => {
    await joao('PATCH', '/api/user/update-profile', {
      name: 'Joao Again',
      email: 'erin@acme.example',
    });
    expect((await erin('GET', '/api/user/me')).body.name).toBe('Erin Employee');
    const others = await database()('users').whereNot({ email: 'joao@acme.example' }).pluck('name');
    expect(others).not.toContain('Joao Again');
  });

  it.each([
    ['digits', 'Erin 2'],
    ['special characters', 'Erin <script>'],
    ['an empty name', '   '],
  ])('refuses a name with %s with 400 naming the field', async (_case, name) => {
    const { statusCode, body } = await erin('PATCH', '/api/user/update-profile', { name });
    expect(statusCode).toBe(400);
    expect(body.message).toMatch(/^name: /);
  });

  it('refuses a name over 45 characters with 400', async () => {
    const { statusCode, body } = await erin('PATCH', '/api/user/update-profile', {
      name: 'A'.repeat(46),
    });
    expect(statusCode).toBe(400);
    expect(body.message).toBe('name: must be at most 45 characters');
    expect((await erin('GET', '/api/user/me')).body.name).toBe('Erin Employee');
  });
});

describe('PATCH /api/user/leave-company', () => {
  it('refuses the sole administrator with 409 asking to name another administrator first', async () => {
    const { statusCode, body } = await alicia('PATCH', '/api/user/leave-company', { lang: 'en' });
    expect(statusCode).toBe(409);
    expect(body.message).toBe(companyProblems.lastAdmin.message);
    expect(body.code).toBe('company.last_admin');
    expect((await alicia('GET', '/api/user/me')).body.role).toBe('admin');
  });

  it('refuses a person without a company with 400', async () => {
    const { statusCode, body } = await nora('PATCH', '/api/user/leave-company', { lang: 'es' });
    expect(statusCode).toBe(400);
    expect(body.message).toMatch(/not a member/);
  });

  it('refuses an unknown language with 400 naming the field', async () => {
    const { statusCode, body } = await erin('PATCH', '/api/user/leave-company', { lang: 'fr' });
    expect(statusCode).toBe(400);
    expect(body.message).toMatch(/^lang: /);
  });

  it('lets a member leave: role and licence undefined, results kept, gone from the company', async () => {
    const erinRow = await database()('users').where({ email: 'erin@acme.example' }).first('id');
    const companyRow = await database()('companies').where({ name: 'Acme Demo' }).first('id');
    await database()('results').insert({
      user_id: erinRow!.id,
      company_id: companyRow!.id,
      number: 1,
      scores: JSON.stringify({}),
      item_bank_version: 'ipip-neo-240/1',
      norm_version: 'johnson-2014/1',
    });
    const [group] = await database()('groups')
      .insert({ company_id: companyRow!.id, name: 'Sales' })
      .returning('id');
    await database()('group_members').insert({ group_id: group!.id, user_id: erinRow!.id });

    const { statusCode, body } = await erin('PATCH', '/api/user/leave-company', { lang: 'en' });
    expect(statusCode).toBe(200);
    expect(body.user).toEqual({
      name: 'Erin Employee',
      email: 'erin@acme.example',
      role: 'undefined',
      company: null,
      licenceState: 'undefined',
    });
    expect((await erin('GET', '/api/user/me')).body).toMatchObject({
      role: 'undefined',
      company: null,
      licenceState: 'undefined',
    });
    expect(await database()('results').where({ user_id: erinRow!.id }).pluck('number')).toEqual([
      1,
    ]);
    expect(await database()('group_members').where({ user_id: erinRow!.id })).toEqual([]);

    const employees = await mario('GET', '/api/companies/get-employees?role=manager&page=1');
    expect(employees.statusCode).toBe(200);
    expect(JSON.stringify(employees.body)).not.toContain('erin@acme.example');
    const lookup = await mario(
      'GET',
      `/api/companies/get-employees/${encodeURIComponent('erin@acme.example')}?role=manager`,
    );
    expect(lookup.statusCode).toBe(404);

    const audit = await database()('audit_log')
      .where({ action: 'company.member_left', target: 'erin@acme.example' })
      .first();
    expect(audit).toMatchObject({ actor_kind: 'user', company_id: companyRow!.id });
    expect(audit!.details).toMatchObject({ role: 'employee', licence_state: 'yes' });
  });

  it('answers 400 to a second leave', async () => {
    expect((await erin('PATCH', '/api/user/leave-company', { lang: 'en' })).statusCode).toBe(400);
  });

  it('lets an administrator leave once another administrator is named', async () => {
    const marioRow = await database()('users').where({ email: 'mario@acme.example' }).first('id');
    await database()('memberships').where({ user_id: marioRow!.id }).update({ role: 'admin' });
    expect((await alicia('PATCH', '/api/user/leave-company', { lang: 'pt' })).statusCode).toBe(200);
    expect((await mario('PATCH', '/api/user/leave-company', { lang: 'pt' })).statusCode).toBe(409);
  });
});
