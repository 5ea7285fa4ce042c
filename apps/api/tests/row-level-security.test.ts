import {
  apiDatabaseRole,
  inDatabaseScope,
  runInDatabaseScope,
  runInDeferredDatabaseScope,
  runScopedStatement,
  withValuesWrittenIn,
  type Database,
} from '@facet/platform-db';
import { savePageStatement } from '@facet/assessment-api';
import { createTestDatabase, type TestDatabase } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Migration 009's policies, read through the same `runInDatabaseScope` the API wraps every
 * company user's request in: two companies with a row in every company-scoped table each.
 */
let testDatabase: TestDatabase;
let database: Database;
const tenants: Record<'a' | 'b', { companyId: number; userId: number }> = {
  a: { companyId: 0, userId: 0 },
  b: { companyId: 0, userId: 0 },
};
const companyScopedTables = [
  'companies',
  'memberships',
  'invitations',
  'profiles',
  'groups',
  'group_members',
  'result_profile_choices',
  'assessment_sessions',
  'answers',
  'results',
  'audit_log',
] as const;

async function seedTenant(key: 'a' | 'b'): Promise<void> {
  const [company] = await database('companies')
    .insert({ name: `Company ${key}`, email: `${key}@rls.example`, licences: 5 })
    .returning<{ id: number }[]>('id');
  const [user] = await database('users')
    .insert({ name: `Person ${key}`, email: `person-${key}@rls.example`, lang: 'en' })
    .returning<{ id: number }[]>('id');
  const companyId = company!.id;
  const userId = user!.id;
  await database('memberships').insert({
    user_id: userId,
    company_id: companyId,
    role: 'admin',
    licence_state: 'yes',
  });
  await database('invitations').insert({
    company_id: companyId,
    guest_email: `guest-${key}@rls.example`,
    role: 'employee',
    expires_at: database.raw("now() + interval '1 day'"),
  });
  const [profile] = await database('profiles')
    .insert({ company_id: companyId, name: `Profile ${key}` })
    .returning<{ id: number }[]>('id');
  const [group] = await database('groups')
    .insert({ company_id: companyId, name: `Group ${key}`, profile_id: profile!.id })
    .returning<{ id: number }[]>('id');
  await database('group_members').insert({ group_id: group!.id, user_id: userId });
  const [session] = await database('assessment_sessions')
    .insert({ user_id: userId, company_id: companyId, item_bank_version: 'test' })
    .returning<{ id: number }[]>('id');
  await database('answers').insert({ session_id: session!.id, item_id: `item-${key}`, value: 2 });
  const [result] = await database('results')
    .insert({
      user_id: userId,
      company_id: companyId,
      session_id: session!.id,
      number: 1,
      scores: '{}',
      item_bank_version: 'test',
      norm_version: 'test',
    })
    .returning<{ id: number }[]>('id');
  await database('result_profile_choices').insert({
    result_id: result!.id,
    company_id: companyId,
    profile_id: profile!.id,
  });
  await database('audit_log').insert({
    company_id: companyId,
    actor_kind: 'system',
    action: `seeded ${key}`,
  });
  tenants[key] = { companyId, userId };
}

async function countsBy(scope: {
  userId: number;
}): Promise<Record<(typeof companyScopedTables)[number], number>> {
  return runInDatabaseScope(database, scope, async () => {
    const counts = {} as Record<(typeof companyScopedTables)[number], number>;
    for (const table of companyScopedTables) {
      const row = await database(table).count<{ count: number }[]>({ count: '*' }).first();
      counts[table] = Number(row?.count);
    }
    return counts;
  });
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = testDatabase.database;
  await seedTenant('a');
  await seedTenant('b');
  await database('profiles').insert({ company_id: null, name: 'Global profile' });
});

afterAll(async () => {
  await testDatabase.drop();
});

describe('row-level security on company-scoped tables', () => {
  it('shows a user of company A every A row, the global profiles and no row of B', async () => {
    const counts = await countsBy({ userId: tenants.a.userId });
    for (const table of companyScopedTables) {
      expect(counts[table], table).toBe(table === 'profiles' ? 2 : 1);
    }
    const companies = await runInDatabaseScope(database, { userId: tenants.a.userId }, () =>
      database('companies').pluck<number[]>('id'),
    );
    expect(companies).toEqual([tenants.a.companyId]);
  });

  it('shows a person with no company only their own rows and no company row', async () => {
    await database('memberships').where({ user_id: tenants.b.userId }).delete();
    try {
      const counts = await countsBy({ userId: tenants.b.userId });
      expect(counts).toMatchObject({
        companies: 0,
        invitations: 0,
        groups: 0,
        group_members: 0,
        result_profile_choices: 0,
        audit_log: 0,
        profiles: 1,
        assessment_sessions: 1,
        answers: 1,
        results: 1,
      });
    } finally {
      await database('memberships').insert({
        user_id: tenants.b.userId,
        company_id: tenants.b.companyId,
        role: 'admin',
        licence_state: 'yes',
      });
    }
  });

  it('shows no company row to the API role when no tenant is set', async () => {
    const counts = await database.transaction(async (transaction) => {
      await transaction.raw(`set local role ${apiDatabaseRole}`);
      const visible: Record<string, number> = {};
      for (const table of companyScopedTables) {
        const row = await transaction(table).count<{ count: number }[]>({ count: '*' }).first();
        visible[table] = Number(row?.count);
      }
      return visible;
    });
    for (const table of companyScopedTables) {
      expect(counts[table], table).toBe(table === 'profiles' ? 1 : 0);
    }
  });

  it('refuses writes into another company', async () => {
    const written = await runInDatabaseScope(database, { userId: tenants.a.userId }, async () => ({
      updated: await database('companies')
        .where({ id: tenants.b.companyId })
        .update({ licences: 0 }),
      deleted: await database('groups').where({ company_id: tenants.b.companyId }).delete(),
    }));
    expect(written).toEqual({ updated: 0, deleted: 0 });
    await expect(
      runInDatabaseScope(database, { userId: tenants.a.userId }, () =>
        database('groups').insert({ company_id: tenants.b.companyId, name: 'Planted' }),
      ),
    ).rejects.toThrow(/row-level security/);
    const companyB = await database('companies').where({ id: tenants.b.companyId }).first();
    expect(companyB!.licences).toBe(5);
  });

  it('keeps each request to its own tenant under concurrent scopes through the pool', async () => {
    const rounds = Array.from({ length: 60 }, (_, index) => (index % 2 === 0 ? 'a' : 'b'));
    const seen = await Promise.all(
      rounds.map((key) =>
        runInDatabaseScope(database, { userId: tenants[key].userId }, async () => {
          await database.raw('select pg_sleep(0.005)');
          const companies = await database('companies').pluck<number[]>('id');
          const results = await database('results').pluck<number[]>('company_id');
          return { key, companies, results };
        }),
      ),
    );
    for (const { key, companies, results } of seen) {
      const own = tenants[key as 'a' | 'b'].companyId;
      expect(companies).toEqual([own]);
      expect(results).toEqual([own]);
    }
  });

  it('leaves connections without scope after a scoped request, back as the owner', async () => {
    await runInDatabaseScope(database, { userId: tenants.a.userId }, () =>
      database('companies').select('id'),
    );
    const companies = await database('companies').count<{ count: number }[]>({ count: '*' });
    expect(Number(companies[0]?.count)).toBe(2);
    const role = await database.raw<{ rows: { current_user: string }[] }>('select current_user');
    expect(role.rows[0]?.current_user).not.toBe(apiDatabaseRole);
  });
});

describe('a deferred scope: the scope and one statement in one round trip', () => {
  const inDeferredScope = <Result>(key: 'a' | 'b', work: () => Promise<Result>) =>
    runInDeferredDatabaseScope(database, { userId: tenants[key].userId }, work);

  it('runs the statement as the API role with the tenant set, seeing only its company', async () => {
    const [row] = await inDeferredScope('a', () =>
      runScopedStatement<{ role: string; companies: number[]; results: number[] }>(
        database,
        `select current_user as role,
                array(select id::int from companies) as companies,
                array(select company_id::int from results where company_id = any(?::int[])) as results`,
        [[tenants.a.companyId, tenants.b.companyId]],
      ),
    );
    expect(row).toEqual({
      role: apiDatabaseRole,
      companies: [tenants.a.companyId],
      results: [tenants.a.companyId],
    });
    const role = await database.raw<{ rows: { current_user: string }[] }>('select current_user');
    expect(role.rows[0]?.current_user).not.toBe(apiDatabaseRole);
  });

  it('refuses a write into another company in the same statement', async () => {
    await expect(
      inDeferredScope('a', () =>
        runScopedStatement(database, 'insert into groups (company_id, name) values (?, ?)', [
          tenants.b.companyId,
          'Planted',
        ]),
      ),
    ).rejects.toThrow(/row-level security/);
    expect(await database('groups').where({ name: 'Planted' }).first()).toBeUndefined();
  });

  it('keeps values as data, whatever quotes and backslashes they hold', async () => {
    const hostile = `it's \\'; drop table users; --`;
    const [row] = await inDeferredScope('a', () =>
      runScopedStatement<{ text: string; numbers: number[]; flag: boolean; nothing: null }>(
        database,
        'select ?::text as text, ?::int[] as numbers, ? as flag, ? as nothing',
        [hostile, [], true, null],
      ),
    );
    expect(row).toEqual({ text: hostile, numbers: [], flag: true, nothing: null });
    expect(await database.schema.hasTable('users')).toBe(true);
  });

  it('refuses a query sent straight to the database, and opens the transaction on request', async () => {
    await expect(inDeferredScope('a', () => database('companies').select('id'))).rejects.toThrow(
      /deferred database scope/,
    );
    const companies = await inDeferredScope('b', () =>
      inDatabaseScope(() => database('companies').pluck<number[]>('id')),
    );
    expect(companies).toEqual([tenants.b.companyId]);
  });

  it('keeps each request to its own tenant when deferred scopes share the pool', async () => {
    const rounds = Array.from({ length: 60 }, (_, index) => (index % 2 === 0 ? 'a' : 'b'));
    const seen = await Promise.all(
      rounds.map((key) =>
        inDeferredScope(key, async () => {
          const [row] = await runScopedStatement<{ companies: number[] }>(
            database,
            'select array(select id::int from companies) as companies from pg_sleep(0.005)',
            [],
          );
          return { key, companies: row!.companies };
        }),
      ),
    );
    for (const { key, companies } of seen) {
      expect(companies).toEqual([tenants[key as 'a' | 'b'].companyId]);
    }
  });

  it("saves a page through the page-save function as its caller, never into another company's attempt", async () => {
    await database('assessment_sessions')
      .where({ user_id: tenants.b.userId })
      .update({ consent_version: 'rls-consent' });
    const page = JSON.stringify([{ item_id: 'item-saved', value: 3 }]);
    // Page 1 in the order named current, which an attempt of an unknown bank version falls back to.
    const pagesSaved = [JSON.stringify({ current: [1] }), 'current'];
    const intoOther = await inDeferredScope('a', () =>
      runScopedStatement(database, savePageStatement, [
        tenants.b.userId,
        page,
        'rls-consent',
        ...pagesSaved,
      ]),
    );
    expect(intoOther).toEqual([]);
    const [own] = await inDeferredScope('b', () =>
      runScopedStatement<{ answered_item_ids: string }>(database, savePageStatement, [
        tenants.b.userId,
        page,
        'rls-consent',
        ...pagesSaved,
      ]),
    );
    expect(own?.answered_item_ids.split(',').sort()).toEqual(['item-b', 'item-saved']);
    const session = await database('assessment_sessions')
      .where({ user_id: tenants.b.userId })
      .first();
    expect(Object.keys(session!.page_first_saved_at)).toEqual(['1']);
    const written = await database('answers').where({ item_id: 'item-saved' }).pluck('value');
    expect(written).toEqual([3]);
    await database('answers').where({ item_id: 'item-saved' }).delete();
  });

  it('writes values in only where plain placeholders stand, one for each', () => {
    expect(withValuesWrittenIn('select ?, ?', ["o'clock", 3])).toBe("select 'o''clock', 3");
    expect(() => withValuesWrittenIn('select ?', [])).toThrow(/1 placeholders for 0 values/);
    expect(() => withValuesWrittenIn('select ??', ['users'])).toThrow(/plain \? placeholders/);
    expect(() => withValuesWrittenIn('select ?', [Number.NaN])).toThrow(/Not a number/);
  });
});

describe("a service's transaction inside a scope", () => {
  const groupNamed = (name: string) => database('groups').where({ name }).first();

  it('undoes a failed first transaction whole, and the work after it stays in the scope', async () => {
    const seen = await runInDatabaseScope(database, { userId: tenants.a.userId }, async () => {
      await expect(
        database.transaction(async (transaction) => {
          await transaction('groups').insert({ company_id: tenants.a.companyId, name: 'Undone' });
          throw new Error('The service refuses');
        }),
      ).rejects.toThrow('The service refuses');
      const role = await database.raw<{ rows: { current_user: string }[] }>('select current_user');
      return {
        role: role.rows[0]?.current_user,
        companies: await database('companies').pluck<number[]>('id'),
      };
    });
    expect(seen).toEqual({ role: apiDatabaseRole, companies: [tenants.a.companyId] });
    expect(await groupNamed('Undone')).toBeUndefined();
  });

  it('keeps what came first when a later transaction fails, and commits what succeeded', async () => {
    await runInDatabaseScope(database, { userId: tenants.a.userId }, async () => {
      await database.transaction((transaction) =>
        transaction('groups').insert({ company_id: tenants.a.companyId, name: 'Kept first' }),
      );
      await expect(
        database.transaction(async (transaction) => {
          await transaction('groups').insert({
            company_id: tenants.a.companyId,
            name: 'Undone later',
          });
          throw new Error('The second refuses');
        }),
      ).rejects.toThrow('The second refuses');
      await database('groups').insert({ company_id: tenants.a.companyId, name: 'Kept after' });
    });
    expect(await groupNamed('Kept first')).toBeDefined();
    expect(await groupNamed('Undone later')).toBeUndefined();
    expect(await groupNamed('Kept after')).toBeDefined();
  });

  it('runs transactions asked for at once one after the other, each undone alone', async () => {
    await runInDatabaseScope(database, { userId: tenants.a.userId }, async () => {
      const outcomes = await Promise.allSettled(
        ['Parallel one', 'Parallel two', 'Parallel three'].map((name, index) =>
          database.transaction(async (transaction) => {
            await transaction('groups').insert({ company_id: tenants.a.companyId, name });
            await transaction.raw('select pg_sleep(0.01)');
            if (index === 1) throw new Error('The middle one refuses');
          }),
        ),
      );
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'fulfilled',
        'rejected',
        'fulfilled',
      ]);
    });
    expect(await groupNamed('Parallel one')).toBeDefined();
    expect(await groupNamed('Parallel two')).toBeUndefined();
    expect(await groupNamed('Parallel three')).toBeDefined();
  });
});
