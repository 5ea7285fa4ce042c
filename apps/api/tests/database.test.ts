import { demoPeople, ensureBootstrapAdmin, seedDemo } from '@facet/platform-db';
import { createTestDatabase, type TestDatabase } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});

afterAll(async () => {
  await testDatabase.drop();
});

const count = async (table: string) =>
  Number((await testDatabase.database(table).count<{ count: string }[]>('* as count'))[0]?.count);

describe('the database', () => {
  it('creates the bootstrap admin only while no admin exists', async () => {
    const credentials = { email: 'Root@Example.com', password: 'Bootstrap1pass' };
    expect(await ensureBootstrapAdmin(testDatabase.database, undefined)).toBe('not-configured');
    expect(await ensureBootstrapAdmin(testDatabase.database, credentials)).toBe('created');
    expect(
      await ensureBootstrapAdmin(testDatabase.database, {
        email: 'other@example.com',
        password: 'Another1pass',
      }),
    ).toBe('exists');
    const admins = await testDatabase.database('platform_admins').select('email');
    expect(admins).toEqual([{ email: 'root@example.com' }]);
  });

  it('seeds the demo tenant once however often it runs', async () => {
    await seedDemo(testDatabase.database);
    const first = {
      users: await count('users'),
      memberships: await count('memberships'),
      companies: await count('companies'),
    };
    await seedDemo(testDatabase.database);
    expect({
      users: await count('users'),
      memberships: await count('memberships'),
      companies: await count('companies'),
    }).toEqual(first);
    expect(first).toEqual({
      users: demoPeople.length,
      memberships: demoPeople.length,
      companies: 1,
    });
    const roles = await testDatabase.database('memberships').select('role').orderBy('role');
    expect(roles.map((row) => row.role).sort()).toEqual([
      'admin',
      'candidate',
      'employee',
      'employee',
      'manager',
    ]);
  });

  it('refuses to take a company below zero licences', async () => {
    const [company] = await testDatabase
      .database('companies')
      .insert({ name: 'Tiny', email: 'tiny@example.com', licences: 1 })
      .returning('id');
    const consume = () =>
      testDatabase.database('companies').where({ id: company!.id }).decrement('licences', 1);
    await consume();
    await expect(consume()).rejects.toThrow(/companies_licences_check/);
  });

  it('refuses two users whose e-mails differ only in case', async () => {
    await testDatabase.database('users').insert({ email: 'case@example.com', name: 'Case One' });
    await expect(
      testDatabase.database('users').insert({ email: 'CASE@example.com', name: 'Case Two' }),
    ).rejects.toThrow(/users_email_unique/);
  });
});
