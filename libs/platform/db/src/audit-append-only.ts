import type { Knex } from 'knex';

/**
 * The transaction-local switch that lets the audit trail's append-only trigger (migration 016)
 * pass an update: only the personal-data registry's pseudonymising erasure sets it.
 */
export const auditPseudonymisingSetting = 'facet.audit_pseudonymising';

/**
 * Runs `work` with the audit trail open to rewriting, and closes it again before returning, so
 * nothing else later in the transaction can rewrite an entry.
 */
export async function whilePseudonymisingAudit<T>(
  transaction: Knex.Transaction,
  work: () => Promise<T>,
): Promise<T> {
  await transaction.raw('select set_config(?, ?, true)', [auditPseudonymisingSetting, 'on']);
  try {
    return await work();
  } finally {
    await transaction.raw('select set_config(?, ?, true)', [auditPseudonymisingSetting, 'off']);
  }
}
