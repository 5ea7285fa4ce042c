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
 * One page of a back-office search, fast on large tables. Two statements run at once: the count of
 * matches, which stops at one more than `searchCountLimit`, and the page's ids in `order`. With the
 * key index's statistics the planner picks for each term the cheaper way to the page: the trigram
 * index and a sort of few matches, or the `(lower(name), id)` index walked until a page of many
 * matches is found. Then the joined details of the page's rows.
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
  const [counted, pageIds] = await Promise.all([
    database
      .from(
        matching
          .clone()
          .select(idColumn)
          .limit(searchCountLimit + 1)
          .as('matches'),
      )
      .count<{ count: number | string }[]>({ count: '*' }),
    matching
      .clone()
      .orderByRaw(`${sortKey}, ${idColumn}`)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .pluck(idColumn),
  ]);
  const total = Math.min(Number(counted[0]?.count ?? 0), searchCountLimit);
  const rows =
    pageIds.length === 0
      ? []
      : ((await details(pageIds.map(Number)).orderByRaw(`${sortKey}, ${idColumn}`)) as Row[]);
  return { rows, page, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
