import { recordAudit, type AuditEntry } from '@facet/platform-db';
import Boom from '@hapi/boom';
import type { Knex } from 'knex';

/** One audit row per back-office change, with the acting platform admin and time. */
export async function recordAdminAction(
  transaction: Knex.Transaction,
  adminId: number,
  change: Omit<AuditEntry, 'actor'>,
): Promise<void> {
  await recordAudit(transaction, { ...change, actor: { kind: 'admin', id: adminId } });
}

/**
 * Access tokens are stateless for 15 minutes, so a deleted admin's token would still open the
 * back office; every back-office call checks the admin still exists (401 otherwise).
 */
export async function assertAdminExists(database: Knex, adminId: number): Promise<void> {
  const admin = await database('platform_admins').where({ id: adminId }).first('id');
  if (!admin) throw Boom.unauthorized('Please sign in again.');
}

/** PostgreSQL's unique_violation: a concurrent insert took the name or e-mail first. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
