import type { Knex } from 'knex';

/**
 * Every profile's `id` and `name`, as a query another feature joins where it lists what it links
 * to a profile (D80: the owner publishes the query, the reader joins it).
 */
export function profileNames(database: Knex | Knex.Transaction) {
  return database('profiles').select('id', 'name');
}
