import { recordAudit, type AuditEntry } from '@facet/platform-db';
import type { Knex } from 'knex';

/** One audit row per back-office change, with the acting platform admin and time. */
export async function recordAdminAction(
  transaction: Knex.Transaction,
  adminId: number,
  change: Omit<AuditEntry, 'actor'>,
): Promise<void> {
  await recordAudit(transaction, { ...change, actor: { kind: 'admin', id: adminId } });
}
