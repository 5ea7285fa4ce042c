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
