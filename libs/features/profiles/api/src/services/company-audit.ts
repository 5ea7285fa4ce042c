import type { CompanyActor } from '@facet/company-api';
import type { Knex } from 'knex';

/** One audit row per change of a profile, group or member, with its actor (the table stamps time). */
export async function recordChange(
  transaction: Knex.Transaction,
  actor: CompanyActor,
  change: { action: string; target: string; details?: Record<string, unknown> },
): Promise<void> {
  await transaction('audit_log').insert({
    ...actor.audit,
    company_id: actor.companyId,
    action: change.action,
    target: change.target,
    details: JSON.stringify(change.details ?? {}),
  });
}

/** True when a database error is a breach of the named unique index (a race lost to another call). */
export function breachesUniqueIndex(error: unknown, index: string): boolean {
  const failure = error as { code?: unknown; constraint?: unknown };
  return failure?.code === '23505' && failure.constraint === index;
}
