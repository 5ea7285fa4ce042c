import type { Knex } from 'knex';
import { z } from 'zod';

export const defaultPageSize = 10;
export const maximumPageSize = 100;

/** `page` is 1-based; `pageSize` lets a caller ask for up to 100 rows (DESIGN §2). */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be 1 or more' })
    .max(1_000_000, { error: 'is too large' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be 1 or more' })
    .max(maximumPageSize, { error: `must be ${maximumPageSize} or less` })
    .default(defaultPageSize),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export interface Page<Row> {
  rows: Row[];
  page: number;
  totalPages: number;
  total: number;
}

/**
 * Runs a list query for one page and counts the whole list in the same round of queries.
 * `totalPages` is at least 1, so an empty list reads "page 1 of 1".
 */
export async function paginate<Row>(
  query: Knex.QueryBuilder,
  { page, pageSize }: PageQuery,
): Promise<Page<Row>> {
  const countQuery = query
    .clone()
    .clearSelect()
    .clearOrder()
    .count<{ count: string }[]>('* as count');
  const [rows, counted] = await Promise.all([
    query
      .clone()
      .limit(pageSize)
      .offset((page - 1) * pageSize) as Promise<Row[]>,
    countQuery,
  ]);
  const total = Number(counted[0]?.count ?? 0);
  return { rows, page, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** A list answer: the page's rows under the list's own name, then where the page sits. */
export type PageAnswer<Key extends string, Row> = Record<Key, Row[]> &
  Pick<Page<Row>, 'page' | 'totalPages' | 'total'>;

/** Shapes a page as its list answer, e.g. `pageAnswer('groups', page)` → `{groups, page, totalPages, total}`. */
export function pageAnswer<Key extends string, Row>(
  key: Key,
  { rows, page, totalPages, total }: Page<Row>,
): PageAnswer<Key, Row> {
  // A computed key widens to a string index; `key` is exactly `Key`.
  return { [key]: rows, page, totalPages, total } as PageAnswer<Key, Row>;
}

/** A search answer names its count `totalCount` (spec: "User search: users, totalCount, totalPages, page"). */
export type SearchPageAnswer<Key extends string, Row> = Record<Key, Row[]> &
  Pick<Page<Row>, 'page' | 'totalPages'> & { totalCount: number };

/** Shapes a page of a back-office search: `{[key], totalCount, totalPages, page}`. */
export function searchPageAnswer<Key extends string, Row>(
  key: Key,
  { rows, page, totalPages, total }: Page<Row>,
): SearchPageAnswer<Key, Row> {
  return { [key]: rows, totalCount: total, totalPages, page } as SearchPageAnswer<Key, Row>;
}
