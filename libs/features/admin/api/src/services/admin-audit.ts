import Boom from '@hapi/boom';
import type { Knex } from 'knex';

/** One audit row per back-office change, with the acting platform admin and time. */
export async function recordAdminAction(
  transaction: Knex.Transaction,
  adminId: number,
  change: { action: string; target: string; companyId?: number | null; details?: object },
): Promise<void> {
  await transaction('audit_log').insert({
    actor_kind: 'admin',
    actor_id: adminId,
    company_id: change.companyId ?? null,
    action: change.action,
    target: change.target,
    details: JSON.stringify(change.details ?? {}),
  });
}

/**
 * Access tokens are stateless for 15 minutes, so a deleted admin's token would still open the
 * back office; every back-office call checks the admin still exists (401 otherwise).
 */
export async function assertAdminExists(database: Knex, adminId: number): Promise<void> {
  const admin = await database('platform_admins').where({ id: adminId }).first('id');
  if (!admin) throw Boom.unauthorized('Please sign in again.');
}

/** `%term%` for ILIKE, with the term's own % and _ taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The searches' filter: any of the columns contains the term, any case. Written as
 * `column ilike '%term%'` on the bare columns, which the trigram indexes of migration 008 serve.
 */
export function anyColumnContains(columns: readonly string[], term: string) {
  const pattern = containsPattern(term);
  return (where: Knex.QueryBuilder) => {
    for (const column of columns) where.orWhereRaw(`?? ilike ? escape '\\'`, [column, pattern]);
  };
}

/** PostgreSQL's unique_violation: a concurrent insert took the name or e-mail first. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
