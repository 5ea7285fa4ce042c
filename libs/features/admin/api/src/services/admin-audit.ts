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

/** PostgreSQL's unique_violation: a concurrent insert took the name or e-mail first. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
