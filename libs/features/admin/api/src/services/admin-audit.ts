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
 * The sign-in check may trust what it read about an admin for a few seconds per instance
 * (session feature, access-token revocation); the back office, where admins delete each other,
 * checks on every call that the admin still exists (401 otherwise).
 */
export async function assertAdminExists(database: Knex, adminId: number): Promise<void> {
  const admin = await database('platform_admins').where({ id: adminId }).first('id');
  if (!admin) throw Boom.unauthorized('Please sign in again.');
}

/** PostgreSQL's unique_violation: a concurrent insert took the name or e-mail first. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
