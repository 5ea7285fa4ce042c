import type { Knex } from 'knex';
import {
  createSearchKeyFunction,
  searchKeyColumn,
  searchKeyFunction,
  searchKeyOf,
} from '../text-search';

/**
 * The back office's searches filter on a search key of each table's searched columns (see
 * `anyColumnContains`) rather than on the columns themselves: a stored column, with one trigram
 * index per table replacing migration 008's index per column. In a key, punctuation is a letter,
 * so a term like "e.j" gives pg_trgm a trigram of its own instead of only word edges found in
 * most rows. Being stored, the key is read rather than computed for each row the name-order index
 * walks past, which now carries it. As migration 008 did for the columns, the keys of the large
 * tables keep 1,000 sampled values, so the planner tells a term found in thousands of users from
 * one found in a handful.
 */
const searchedColumns: ReadonlyArray<readonly [table: string, columns: readonly string[]]> = [
  ['users', ['name', 'email']],
  ['companies', ['name', 'email']],
  ['platform_admins', ['name', 'email']],
  ['contact_requests', ['name', 'email', 'message']],
];

const orderedByName = new Set(['users', 'companies']);

const keyIndexName = (table: string) => `${table}_search_key_trgm`;
const columnIndexName = (table: string, column: string) => `${table}_${column}_trgm`;
const nameOrderIndexName = (table: string) => `${table}_name_order`;

export async function up(knex: Knex): Promise<void> {
  await createSearchKeyFunction(knex);
  for (const [table, columns] of searchedColumns) {
    const key = searchKeyOf(columns);
    await knex.raw(`alter table ?? add column ?? text generated always as (${key.sql}) stored`, [
      table,
      searchKeyColumn,
      ...key.bindings,
    ]);
    await knex.raw('create index ?? on ?? using gin (?? gin_trgm_ops)', [
      keyIndexName(table),
      table,
      searchKeyColumn,
    ]);
    for (const column of columns) {
      await knex.raw('drop index ??', [columnIndexName(table, column)]);
    }
    if (orderedByName.has(table)) {
      await knex.raw('alter table ?? alter column ?? set statistics 1000', [
        table,
        searchKeyColumn,
      ]);
      await knex.raw('drop index ??', [nameOrderIndexName(table)]);
      await knex.raw('create index ?? on ?? (lower(name), id) include (??, name, email)', [
        nameOrderIndexName(table),
        table,
        searchKeyColumn,
      ]);
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, columns] of searchedColumns) {
    if (orderedByName.has(table)) {
      await knex.raw('drop index ??', [nameOrderIndexName(table)]);
      await knex.raw('create index ?? on ?? (lower(name), id) include (name, email)', [
        nameOrderIndexName(table),
        table,
      ]);
    }
    for (const column of columns) {
      await knex.raw('create index ?? on ?? using gin (?? gin_trgm_ops)', [
        columnIndexName(table, column),
        table,
        column,
      ]);
    }
    await knex.raw('alter table ?? drop column ??', [table, searchKeyColumn]);
  }
  await knex.raw(`drop function ${searchKeyFunction}(text)`);
}
