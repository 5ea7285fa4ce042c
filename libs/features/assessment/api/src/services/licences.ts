import type { Knex } from 'knex';

/**
 * Takes one licence from the company in a single atomic update that cannot go below zero
 * (DESIGN §4): concurrent launches queue on the company row, and once the count reaches zero the
 * `licences > 0` condition matches nothing. Returns whether a licence was taken.
 */
export async function consumeLicence(
  transaction: Knex.Transaction,
  companyId: number,
): Promise<boolean> {
  const updated = await transaction.raw<{ rows: { licences: number }[] }>(
    'update companies set licences = licences - 1, updated_at = now() where id = ? and licences > 0 returning licences',
    [companyId],
  );
  return updated.rows.length === 1;
}
