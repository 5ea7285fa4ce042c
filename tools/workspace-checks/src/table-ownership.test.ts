import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { foreignReads, tableOwners } from './table-owners';
import {
  migrationTables,
  tablesReadBy,
  tablesWrittenBy,
  workspaceTableAccess,
  type PackageTableAccess,
} from './table-writes';

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

/** `@facet/groups-api` → `groups`; a platform package belongs to no feature. */
function featureOf(packageName: string | undefined): string | undefined {
  const feature = /^@facet\/(.+)-api$/.exec(packageName ?? '')?.[1];
  return feature !== undefined && existsSync(join(workspaceRoot, 'libs/features', feature))
    ? feature
    : undefined;
}

interface DependencyConstraint {
  allSourceTags?: string[];
  onlyDependOnLibsWithTags?: string[];
}

/**
 * The features each feature's api lib may use, as the lint enforces them: the scopes its
 * `[scope:x, type:api]` constraint allows, from `featureDependencies` in eslint.config.js.
 */
async function apiDependencies(): Promise<Map<string, string[]>> {
  const config = (await new ESLint({ cwd: workspaceRoot }).calculateConfigForFile(
    'libs/features/session/api/src/index.ts',
  )) as { rules: Record<string, [unknown, { depConstraints: DependencyConstraint[] }]> };
  const [, { depConstraints }] = config.rules['@nx/enforce-module-boundaries']!;
  const dependencies = new Map<string, string[]>();
  for (const constraint of depConstraints) {
    const [scope, type] = constraint.allSourceTags ?? [];
    if (type !== 'type:api' || !scope?.startsWith('scope:')) continue;
    const feature = scope.slice('scope:'.length);
    dependencies.set(
      feature,
      (constraint.onlyDependOnLibsWithTags ?? [])
        .filter((tag) => tag.startsWith('scope:') && tag !== scope)
        .map((tag) => tag.slice('scope:'.length)),
    );
  }
  return dependencies;
}

/** Reads of a table another package owns, by `package table` pair, with where they are. */
function foreignReadPairs(reads: readonly PackageTableAccess[]): Map<string, string[]> {
  const pairs = new Map<string, string[]>();
  for (const read of reads) {
    if (tableOwners[read.table] === read.packageName) continue;
    const pair = `${read.packageName} ${read.table}`;
    pairs.set(pair, [...(pairs.get(pair) ?? []), `${read.file}:${read.line}`]);
  }
  return pairs;
}

/** `file:line (package) reads table, owned by owner` for every read of an undeclared pair. */
function undeclaredReads(reads: readonly PackageTableAccess[]): string[] {
  return reads
    .filter(
      (read) =>
        tableOwners[read.table] !== read.packageName &&
        foreignReads[read.packageName]?.[read.table] === undefined,
    )
    .map(
      (read) =>
        `${read.file}:${read.line} (${read.packageName}) reads ${read.table}, owned by ` +
        `${tableOwners[read.table] ?? 'nobody'}: call the owner's read function`,
    );
}

/**
 * The most (package, table) pairs in which one feature reads another feature's table. D80 took
 * them from 47 to 16, D84's ports to 14, D88's to this; lower it when a read moves to its owner, never raise
 * it.
 */
const crossFeatureReadLimit = 11;

const names = {
  tables: new Set(Object.keys(tableOwners)),
  constants: new Map([['accountTables', ['users', 'platform_admins']]]),
  models: new Map([['Membership', 'memberships']]),
};

describe('table ownership', () => {
  const { writes, reads } = workspaceTableAccess(workspaceRoot);
  let dependencies: Map<string, string[]>;
  beforeAll(async () => {
    dependencies = await apiDependencies();
  });

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

  it('lets a package read a table it does not own only as a declared pair', () => {
    expect(reads.length).toBeGreaterThan(100);
    expect(undeclaredReads(reads)).toEqual([]);
  });

  it('declares only foreign reads the code makes', () => {
    const made = foreignReadPairs(reads);
    const stale = Object.entries(foreignReads).flatMap(([packageName, tables]) =>
      Object.keys(tables)
        .filter((table) => !made.has(`${packageName} ${table}`))
        .map((table) => `${packageName} ${table}`),
    );
    expect(stale).toEqual([]);
  });

  it('declares a foreign read only along the feature graph, closing no cycle', () => {
    const against = Object.entries(foreignReads).flatMap(([packageName, tables]) =>
      Object.keys(tables).flatMap((table) => {
        const reader = featureOf(packageName);
        const owner = featureOf(tableOwners[table]);
        if (reader === undefined || owner === undefined) return [];
        return dependencies.get(reader)?.includes(owner) ? [] : [`${packageName} ${table}`];
      }),
    );
    // D80 left two reads closing a cycle, D84 and D88 removed them (ports): none may come back.
    expect(against.sort()).toEqual([]);
  });

  it(`keeps cross-feature read pairs at or under ${crossFeatureReadLimit}`, () => {
    const crossFeature = [...foreignReadPairs(reads).keys()].filter((pair) => {
      const [packageName, table] = pair.split(' ');
      return featureOf(packageName) !== undefined && featureOf(tableOwners[table!]) !== undefined;
    });
    console.info(`cross-feature (package, table) read pairs: ${crossFeature.length}`);
    expect(crossFeature.length).toBeLessThanOrEqual(crossFeatureReadLimit);
  });

  it('fails a feature that reads a table it does not own, naming file and table', () => {
    const file = 'libs/features/reports/api/src/services/planted.ts';
    const planted = tablesReadBy(
      file,
      `export async function companyName(database, userId) {
         return database('memberships as m')
           .join('companies as c', 'c.id', 'm.company_id')
           .where('m.user_id', userId).first('c.name');
       }`,
      names,
    ).map((read) => ({ ...read, file, packageName: '@facet/reports-api' }));
    expect(undeclaredReads(planted)).toEqual([
      `${file}:2 (@facet/reports-api) reads memberships, owned by @facet/company-api: ` +
        "call the owner's read function",
      `${file}:3 (@facet/reports-api) reads companies, owned by @facet/company-api: ` +
        "call the owner's read function",
    ]);
  });

  it('finds reads through knex, joins, models and SQL', () => {
    const read = (code: string) =>
      tablesReadBy('planted.ts', code, names)
        .map((found) => found.table)
        .sort();
    expect(read(`await transaction('group_members').where({ group_id });`)).toEqual([
      'group_members',
    ]);
    expect(read(`await request.server.app.database('memberships').first();`)).toEqual([
      'memberships',
    ]);
    expect(read(`await database.select('id').from('users as u');`)).toEqual(['users']);
    expect(
      read(`q.leftJoin('groups as g', 'g.id', 'x.group_id').innerJoin('results', 'a', 'b');`),
    ).toEqual(['groups', 'results']);
    expect(read(`await Membership.query(database).findById(1);`)).toEqual(['memberships']);
    expect(
      read('await database.raw(`select 1 from results r join group_members gm on true`);'),
    ).toEqual(['group_members', 'results']);
    expect(read(`const label = words.results; send('a word', 'from me');`)).toEqual([]);
  });
});
