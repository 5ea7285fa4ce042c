import type { AdminCompanyListAnswer } from '@facet/admin-domain';
import { companyProblems } from '@facet/company-domain';
import type { CompanyAnswer } from '@facet/company-domain';
import { describe, expect, it } from 'vitest';
import { addUser, startAdminTestServer, userCaller } from './testing';

const { admin, acmeId, database, server } = startAdminTestServer();

describe('users', () => {
  it('lists users a page at a time with their company', async () => {
    const { statusCode, body } = await admin('GET', '/api/admin/get-users?page=1&pageSize=2');
    expect(statusCode).toBe(200);
    expect(body.users).toHaveLength(2);
    expect(body).toMatchObject({ page: 1, totalPages: 3 });
    const all = await admin('GET', '/api/admin/get-users?pageSize=100');
    expect(all.body.users).toContainEqual(
      expect.objectContaining({
        email: 'mario@acme.example',
        role: 'manager',
        companyName: 'Acme Demo',
      }),
    );
  });

  it('reads one user by id and answers 404 for an unknown one', async () => {
    const userId = await addUser(database(), { name: 'Solo Person', email: 'solo@free.example' });
    const found = await admin('GET', `/api/admin/get-users/${userId}`);
    expect(found.body.user).toMatchObject({ email: 'solo@free.example', company_id: null });
    expect((await admin('GET', '/api/admin/get-users/999999')).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/get-users/abc')).statusCode).toBe(400);
  });

  it('searches names and e-mails from 3 characters, taking % literally', async () => {
    const found = await admin('GET', '/api/admin/search/user?searchTerm=MANAG');
    expect(found.body).toMatchObject({ totalCount: 1, totalPages: 1, page: 1 });
    expect((await admin('GET', '/api/admin/search/user?searchTerm=ma')).statusCode).toBe(400);
    const none = await admin('GET', '/api/admin/search/user?searchTerm=%25%25%25');
    expect(none.body).toMatchObject({ users: [], totalCount: 0 });
  });

  it('matches punctuation and the letter x exactly, though the search key folds them together', async () => {
    await addUser(database(), { name: 'Dot Person', email: 'jane.jones@dots.example' });
    await addUser(database(), { name: 'Dash Person', email: 'jane-jones@dots.example' });
    await addUser(database(), { name: 'Axe Person', email: 'janexjones@dots.example' });
    const emailsFound = async (term: string) => {
      const { body } = await admin(
        'GET',
        `/api/admin/search/user?searchTerm=${encodeURIComponent(term)}`,
      );
      return (body.users as { email: string }[]).map(({ email }) => email).sort();
    };
    expect(await emailsFound('E.J')).toEqual(['jane.jones@dots.example']);
    expect(await emailsFound('e-j')).toEqual(['jane-jones@dots.example']);
    expect(await emailsFound('exj')).toEqual(['janexjones@dots.example']);
    expect(await emailsFound('e j')).toEqual([]);
    expect(await emailsFound('on jane')).toEqual([]);
    expect(await emailsFound('ot pers')).toEqual(['jane.jones@dots.example']);
  });

  it('deletes a user with their results and sessions, keeping no dangling rows', async () => {
    const userId = await addUser(database(), { name: 'Gone Soon', email: 'gone@free.example' });
    await database()('memberships').insert({
      user_id: userId,
      company_id: acmeId(),
      role: 'employee',
      licence_state: 'no',
    });
    const [session] = await database()('assessment_sessions')
      .insert({
        user_id: userId,
        company_id: acmeId(),
        status: 'completed',
        item_bank_version: 'x',
      })
      .returning('id');
    await database()('results').insert({
      user_id: userId,
      company_id: acmeId(),
      session_id: session!.id,
      number: 1,
      scores: '{}',
      item_bank_version: 'x',
      norm_version: 'x',
    });
    const signIn = await userCaller(server(), 'gone@free.example')('POST', '/api/auth/verify-user');
    expect(signIn.statusCode).toBeLessThan(500);

    const deleted = await admin('DELETE', '/api/admin/delete-user', {
      userEmailDelete: 'GONE@free.example',
    });
    expect(deleted.statusCode).toBe(200);
    for (const [table, column] of [
      ['users', 'id'],
      ['memberships', 'user_id'],
      ['results', 'user_id'],
      ['assessment_sessions', 'user_id'],
    ] as const) {
      expect(await database()(table).where(column, userId).first()).toBeUndefined();
    }
    expect(
      await database()('refresh_tokens')
        .where({ principal_kind: 'user', principal_id: userId })
        .first(),
    ).toBeUndefined();
    const audit = await database()('audit_log').where({ action: 'user.deleted' }).first();
    expect(audit).toMatchObject({ actor_kind: 'admin', target: `user #${userId}` });
  });

  it('answers 400 for an invalid e-mail and 404 for an unknown user', async () => {
    expect(
      (await admin('DELETE', '/api/admin/delete-user', { userEmailDelete: 'nope' })).statusCode,
    ).toBe(400);
    expect(
      (await admin('DELETE', '/api/admin/delete-user', { userEmailDelete: 'nobody@x.example' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses with 409 to delete the last administrator of a company', async () => {
    const refused = await admin('DELETE', '/api/admin/delete-user', {
      userEmailDelete: 'alicia@acme.example',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(companyProblems.lastAdmin.message);
    expect(refused.body.code).toBe('company.last_admin');
    expect(await database()('users').where({ email: 'alicia@acme.example' }).first()).toBeDefined();
  });

  it('answers 401 without a token', async () => {
    const response = await server().inject({
      method: 'DELETE',
      url: '/api/admin/delete-user',
      payload: { userEmailDelete: 'erin@acme.example' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('companies', () => {
  it('lists companies with their administrator and licences', async () => {
    const { statusCode, body } = await admin('GET', '/api/admin/get-companies/?page=1');
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ page: 1, totalPages: 1 });
    expect(body.companies).toContainEqual(
      expect.objectContaining({
        name: 'Acme Demo',
        adminEmail: 'alicia@acme.example',
        employees: 5,
      }),
    );
    expect((await admin('GET', '/api/admin/get-companies')).statusCode).toBe(200);
  });

  it("lists each company's licences in the one vocabulary, as its own record counts them", async () => {
    const { body } = await admin('GET', '/api/admin/get-companies/?page=1');
    const acme = (body as unknown as AdminCompanyListAnswer).companies.find(
      (company) => company.name === 'Acme Demo',
    )!;
    const record = await admin(
      'GET',
      `/api/admin-companies/get-company?company_id=${acme.company_id}`,
    );
    expect(acme.licenceCounts).toEqual(
      (record.body as unknown as CompanyAnswer).company.licenceCounts,
    );
    const { purchased, available, assigned, heldByInvitations, used } = acme.licenceCounts;
    expect(purchased).toBeGreaterThan(0);
    expect(Math.max(0, purchased - used - assigned - heldByInvitations)).toBe(available);
  });

  it('creates a company whose administrator is an existing user', async () => {
    await addUser(database(), { name: 'Ines Boss', email: 'ines@initech.example' });
    const created = await admin('POST', '/api/companies/create-company', {
      name: 'Initech',
      email: 'hello@initech.example',
      adminEmail: 'Ines@initech.example',
      lang: 'es',
    });
    expect(created.statusCode).toBe(201);
    expect(created.body.company).toMatchObject({
      name: 'Initech',
      adminEmail: 'ines@initech.example',
      licences: 0,
      employees: 1,
    });
    const search = await admin('GET', '/api/admin/search/company?searchTerm=initech');
    expect(search.body).toMatchObject({ totalCount: 1 });
  });

  it('answers 404 when no user has the administrator e-mail', async () => {
    const missing = await admin('POST', '/api/companies/create-company', {
      name: 'Nobody Inc',
      email: 'hello@nobody.example',
      adminEmail: 'ghost@nobody.example',
      lang: 'en',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 409 when the name or the e-mail is in use', async () => {
    await addUser(database(), { name: 'Free Agent', email: 'free@agent.example' });
    for (const company of [
      { name: 'acme demo', email: 'other@acme.example' },
      { name: 'Another One', email: 'HELLO@acme.example' },
    ]) {
      const taken = await admin('POST', '/api/companies/create-company', {
        ...company,
        adminEmail: 'free@agent.example',
        lang: 'en',
      });
      expect(taken.statusCode).toBe(409);
    }
  });

  it('answers 422 when the administrator already administers a company', async () => {
    const refused = await admin('POST', '/api/companies/create-company', {
      name: 'Second Company',
      email: 'hello@second.example',
      adminEmail: 'alicia@acme.example',
      lang: 'en',
    });
    expect(refused.statusCode).toBe(422);
  });

  it('moves a member of another company who becomes an administrator', async () => {
    const created = await admin('POST', '/api/companies/create-company', {
      name: 'Carla Co',
      email: 'hello@carla.example',
      adminEmail: 'carla@acme.example',
      lang: 'en',
    });
    expect(created.statusCode).toBe(201);
    const membership = await database()('memberships as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where('u.email', 'carla@acme.example')
      .first('m.company_id', 'm.role');
    expect(membership).toMatchObject({ role: 'admin' });
    expect(Number(membership.company_id)).not.toBe(acmeId());
  });

  it('deletes a company; its people keep their accounts', async () => {
    const before = await database()('users').where({ email: 'carla@acme.example' }).first('id');
    const deleted = await admin('DELETE', '/api/admin/delete-company', {
      companyEmailDelete: 'hello@carla.example',
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await database()('companies').where({ email: 'hello@carla.example' }).first(),
    ).toBeUndefined();
    expect(await database()('memberships').where({ user_id: before!.id }).first()).toBeUndefined();
    expect(await database()('users').where({ id: before!.id }).first()).toBeDefined();
    expect(
      (
        await admin('DELETE', '/api/admin/delete-company', {
          companyEmailDelete: 'hello@carla.example',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await admin('DELETE', '/api/admin/delete-company', { companyEmailDelete: 'x' })).statusCode,
    ).toBe(400);
  });
});

describe('search of a term found in more than 1,000 users', () => {
  it('counts up to 1,000 matches and pages through them by name', async () => {
    await database().raw(
      `insert into users (email, name, lang)
         select 'crowd' || n || '@crowd.example', 'Crowd Person ' || chr(64 + n % 26 + 1), 'en'
           from generate_series(1, 1005) as n`,
    );
    const first = await admin('GET', '/api/admin/search/user?searchTerm=crowd&page=1');
    expect(first.body).toMatchObject({ totalCount: 1000, totalPages: 100, page: 1 });
    const names = (first.body.users as { name: string }[]).map(({ name }) => name);
    expect(names).toEqual(Array.from({ length: 10 }, () => 'Crowd Person A'));
    const last = await admin('GET', '/api/admin/search/user?searchTerm=CROWD&page=100');
    expect(last.body.users).toHaveLength(10);
  });
});
