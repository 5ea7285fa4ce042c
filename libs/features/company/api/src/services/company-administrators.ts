import { companyProblems } from '@facet/company-domain';
import { problem } from '@facet/platform-http';
import type { Knex } from 'knex';

/**
 * The user ids of the company's administrators, their rows locked until the transaction ends,
 * so two changes cannot each take away one of the last two. Lock these before any other
 * membership row, and they are locked in user-id order: two such changes then queue instead of
 * deadlocking.
 */
export async function lockCompanyAdministrators(
  transaction: Knex.Transaction,
  companyId: number,
): Promise<number[]> {
  const administrators = await transaction('memberships')
    .where({ company_id: companyId, role: 'admin' })
    .orderBy('user_id')
    .forUpdate()
    .select('user_id');
  return administrators.map((administrator) => Number(administrator.user_id));
}

/** 409 when `userId` is the only one of the (locked) administrators, who must not be lost. */
export function refuseLosingLastAdministrator(
  administratorIds: readonly number[],
  userId: number,
): void {
  if (administratorIds.length <= 1 && administratorIds.includes(userId)) {
    throw problem(companyProblems.lastAdmin);
  }
}
