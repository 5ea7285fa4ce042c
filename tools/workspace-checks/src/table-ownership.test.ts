import { describe, expect, it } from 'vitest';
import { tableOwners } from './table-owners';
import { migrationTables, tablesWrittenBy, workspaceTableWrites } from './table-writes';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

/** `file:line writes table, owned by owner` for every write the map does not allow. */
function ownershipViolations(
  writes: readonly { file: string; line: number; table: string; packageName: string }[],
): string[] {
  return writes
    .filter((write) => tableOwners[write.table] !== write.packageName)
    .map(
      (write) =>
        `${write.file}:${write.line} (${write.packageName}) writes ${write.table}, owned by ` +
        `${tableOwners[write.table] ?? 'nobody (add it to table-owners.ts)'}`,
    );
}

const names = {
  tables: new Set(Object.keys(tableOwners)),
  constants: new Map([['accountTables', ['users', 'platform_admins']]]),
  models: new Map([['Membership', 'memberships']]),
};

describe('table ownership', () => {
  const writes = workspaceTableWrites(workspaceRoot);

  it('names an owner for every table the migrations create', () => {
    const unowned = [...migrationTables(workspaceRoot)]
      .filter(([table]) => !(table in tableOwners))
      .map(([table, migration]) => `${migration} creates ${table}`);
    expect(unowned).toEqual([]);
  });

  it('lets only the owner of a table write it', () => {
    expect(writes.length).toBeGreaterThan(50);
    expect(ownershipViolations(writes)).toEqual([]);
  });

  it('fails a feature that writes a table it does not own, naming file and table', () => {
    const file = 'libs/features/groups/api/src/services/planted.ts';
    const planted = tablesWrittenBy(
      file,
      `export async function grab(transaction, userId) {
         await transaction('memberships').where({ user_id: userId }).update({ role: 'admin' });
       }`,
      names,
    ).map((write) => ({ ...write, file, packageName: '@facet/groups-api' }));
    expect(ownershipViolations(planted)).toEqual([
      `${file}:2 (@facet/groups-api) writes memberships, owned by @facet/company-api`,
    ]);
  });

  it('finds writes through variables, helpers, models, SQL and registry entries', () => {
    const written = (code: string) =>
      tablesWrittenBy('planted.ts', code, names).map((write) => write.table);
    expect(written(`const q = database('users').where({ id }); await q.delete();`)).toEqual([
      'users',
    ]);
    expect(
      written(`const of = (t) => t('group_members').where({ user_id: 1 });
               await of(transaction).delete();`),
    ).toEqual(['group_members']);
    expect(written(`await Membership.query(transaction).patch({ role: 'admin' });`)).toEqual([
      'memberships',
    ]);
    expect(written(`await database(accountTables[kind]).update({ name });`)).toEqual([
      'users',
      'platform_admins',
    ]);
    expect(written(`await database.insert({ id: 1 }).into('rate_limits');`)).toEqual([
      'rate_limits',
    ]);
    expect(written('await database.raw(`update companies set licences = 0`);')).toEqual([
      'companies',
    ]);
    expect(
      written(`export const x = [{ table: 'results', person: rowsOfAccount('results') }];`),
    ).toEqual(['results']);
    expect(written(`await database('users').where({ id }).first(); hash.update(secret);`)).toEqual(
      [],
    );
  });
});
