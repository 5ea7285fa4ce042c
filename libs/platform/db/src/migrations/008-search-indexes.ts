import type { Knex } from 'knex';

/**
 * Trigram indexes for the back office's searches (`/admin/search/user|company|contactForms|
 * petroAdmin`): each filters with `column ilike '%term%'`, which a b-tree cannot serve but a
 * pg_trgm GIN index can, for terms of 3 characters or more (the searches' minimum). One index per
 * searched column, so PostgreSQL combines them with a BitmapOr for `name ilike … or email ilike …`.
 * pg_trgm is a trusted extension (PostgreSQL 13+), shipped with both the system server and the
 * embedded one. The lists and searches of users and companies are ordered by `lower(name), id`;
 * a b-tree on that expression gives a page without sorting every row (a million users), and
 * carries the searched columns so a term found in thousands of rows is filtered from the index
 * alone, without a heap read per row. A
 * contains-pattern is estimated from the column's histogram, clamped to 0.01% when no sampled
 * value matches: the default 100-value histogram misjudges a term found in 2% of a million users
 * by a factor of 200, so the searched columns of the large tables keep 1,000 values.
 */
const searchedColumns: ReadonlyArray<readonly [table: string, column: string]> = [
  ['users', 'name'],
  ['users', 'email'],
  ['companies', 'name'],
  ['companies', 'email'],
  ['platform_admins', 'name'],
  ['platform_admins', 'email'],
  ['contact_requests', 'name'],
  ['contact_requests', 'email'],
  ['contact_requests', 'message'],
];

const indexName = (table: string, column: string) => `${table}_${column}_trgm`;

const orderedByName = ['users', 'companies'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');
  for (const [table, column] of searchedColumns) {
    await knex.raw('create index ?? on ?? using gin (?? gin_trgm_ops)', [
      indexName(table, column),
      table,
      column,
    ]);
  }
  for (const table of orderedByName) {
    await knex.raw('create index ?? on ?? (lower(name), id) include (name, email)', [
      `${table}_name_order`,
      table,
    ]);
    for (const column of ['name', 'email']) {
      await knex.raw('alter table ?? alter column ?? set statistics 1000', [table, column]);
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of orderedByName) {
    await knex.raw('drop index if exists ??', [`${table}_name_order`]);
    for (const column of ['name', 'email']) {
      await knex.raw('alter table ?? alter column ?? set statistics -1', [table, column]);
    }
  }
  for (const [table, column] of searchedColumns) {
    await knex.raw('drop index if exists ??', [indexName(table, column)]);
  }
}
