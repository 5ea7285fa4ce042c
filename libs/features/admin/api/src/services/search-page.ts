import type { Page, PageQuery } from '@facet/platform-http';
import type { Knex } from 'knex';

/**
 * Back-office searches count their matches exactly up to this many (100 pages of 10). A term
 * found in more rows (a 3-letter fragment of a common name among a million users) answers this
 * count and its pages: counting every match reads every matching row, which no index shortens,
 * and nobody pages further rather than typing one more letter.
 */
export const searchCountLimit = 1_000;

/**
 * One page of a back-office search, fast on large tables. First the matches' ids and sort keys,
 * at most one more than `searchCountLimit`, from the searched table alone (its trigram indexes
 * filter): for most terms that is every match, sorted and counted in one go, and the page is cut
 * from it. Only a term with more matches than that asks for its page in `order` over the whole
 * table, where the `(lower(name), id)` index finds it without sorting them all. Then the joined
 * details of the page's rows.
 */
export async function searchPage<Row>(
  database: Knex,
  search: {
    /** The searched table with its where clause, e.g. `database('users as u').where(…)`. */
    matching: Knex.QueryBuilder;
    idColumn: string;
    /** The sort key's expression; the order is the key, then the id. */
    sortKey: string;
    /** The rows to show for these ids, in the same order. */
    details: (ids: readonly number[]) => Knex.QueryBuilder;
  },
  { page, pageSize }: PageQuery,
): Promise<Page<Row>> {
  const { matching, idColumn, sortKey, details } = search;
  const first = (page - 1) * pageSize;
  const matches = await database
    .from(
      matching
        .clone()
        .select({ id: idColumn }, database.raw(`${sortKey} as sort_key`))
        .limit(searchCountLimit + 1)
        .as('matches'),
    )
    .orderBy(['sort_key', 'id'])
    .pluck<(string | number)[]>('id');
  const total = Math.min(matches.length, searchCountLimit);
  const pageIds =
    matches.length <= searchCountLimit
      ? matches.slice(first, first + pageSize)
      : await matching
          .clone()
          .orderByRaw(`${sortKey}, ${idColumn}`)
          .limit(pageSize)
          .offset(first)
          .pluck<(string | number)[]>(idColumn);
  const rows =
    pageIds.length === 0
      ? []
      : ((await details(pageIds.map(Number)).orderByRaw(`${sortKey}, ${idColumn}`)) as Row[]);
  return { rows, page, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
