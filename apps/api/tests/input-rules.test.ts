import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiWorld, type ApiWorld } from './support/api-world';

let world: ApiWorld;
beforeAll(async () => {
  world = await createApiWorld();
});
afterAll(() => world.close());

describe('ids in bodies, queries and paths', () => {
  it.each([[true], [[1]], ['1'], ['0x2'], ['1e0'], [' 1 ']])(
    'refuses the body id %j with 400 and deletes nothing',
    async (id) => {
      const response = await world.call('platformAdmin', {
        method: 'DELETE',
        url: '/api/admin/delete',
        payload: { petroAdmin_id: id },
      });
      expect(response.statusCode).toBe(400);
      expect(await world.database('platform_admins').count('* as count')).toEqual([{ count: 1 }]);
    },
  );

  it('refuses a group id sent as text in a body, and still reads one from a path', async () => {
    const refused = await world.call('companyAdmin', {
      method: 'DELETE',
      url: '/api/groups/delete-group?role=admin',
      payload: { group_id: String(world.companyA.emptyGroupId) },
    });
    expect(refused.statusCode).toBe(400);
    const read = await world.call('companyAdmin', {
      method: 'GET',
      url: `/api/groups/get-group/${world.companyA.emptyGroupId}`,
    });
    expect(read.statusCode).toBe(200);
  });

  it('refuses a query id that is not plain digits', async () => {
    for (const id of ['0x2', '1e0', '-1']) {
      const response = await world.call('platformAdmin', {
        method: 'GET',
        url: `/api/admin-companies/get-company?company_id=${encodeURIComponent(id)}`,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers 400 when the query and the body name different companies, and creates nothing', async () => {
    const profile = { name: 'Mismatch check', min_anxiety: 2, max_anxiety: 20 };
    const disagreeing = await world.call('platformAdmin', {
      method: 'POST',
      url: `/api/admin-companies/create-profile?company_id=${world.companyA.id}`,
      payload: { company_id: world.companyB.id, profile },
    });
    expect(disagreeing.statusCode).toBe(400);
    const nested = await world.call('platformAdmin', {
      method: 'POST',
      url: '/api/admin-companies/create-profile',
      payload: {
        company_id: world.companyA.id,
        profile: { ...profile, company_id: world.companyB.id },
      },
    });
    expect(nested.statusCode).toBe(400);
    expect(
      await world.database('profiles').where({ name: profile.name }).count('* as count'),
    ).toEqual([{ count: 0 }]);
    const agreeing = await world.call('platformAdmin', {
      method: 'POST',
      url: `/api/admin-companies/create-profile?company_id=${world.companyA.id}`,
      payload: { company_id: world.companyA.id, profile },
    });
    expect(agreeing.statusCode).toBe(201);
  });
});

describe('names', () => {
  const zalgo = 'Z\u0351\u0352\u0353a\u0354\u0355\u0356lgo';
  const renameSelf = (name: string) =>
    world.call('employee', { method: 'PATCH', url: '/api/user/update-profile', payload: { name } });

  it.each([
    ['only combining marks', '\u0301\u0301\u0301'],
    ['Zalgo text', zalgo],
    ['a zero-width space', 'Er\u200Bin'],
    ['a right-to-left override', 'Erin\u202E'],
  ])('refuses a person name of %s', async (_what, name) => {
    expect((await renameSelf(name)).statusCode).toBe(400);
  });

  it('accepts a one-letter name and stores a decomposed accent as one character (NFC)', async () => {
    expect((await renameSelf('a')).statusCode).toBe(200);
    expect((await renameSelf('Jose\u0301 Employee')).statusCode).toBe(200);
    const stored = await world
      .database('users')
      .where({ email: 'erin@acme.example' })
      .first('name');
    expect(stored!.name).toBe('Jos\u00e9 Employee');
    await renameSelf('Erin Employee');
  });

  it('refuses invisible and Zalgo names of admins, companies, groups and profiles', async () => {
    const refused = [
      world.call('platformAdmin', {
        method: 'PATCH',
        url: '/api/admin/update',
        payload: { name: zalgo },
      }),
      world.call('platformAdmin', {
        method: 'PATCH',
        url: '/api/admin-companies/update-company',
        payload: {
          company_id: world.companyA.id,
          name: '\u0301\u0301',
          email: 'hello@acme.example',
        },
      }),
      world.call('companyAdmin', {
        method: 'POST',
        url: '/api/groups/create-group',
        payload: { name: zalgo },
      }),
      world.call('companyAdmin', {
        method: 'POST',
        url: '/api/profiles/create-profile',
        payload: { name: '\u0301\u0301\u0301', min_anxiety: 2, max_anxiety: 20 },
      }),
    ];
    for (const response of await Promise.all(refused)) expect(response.statusCode).toBe(400);
  });
});
