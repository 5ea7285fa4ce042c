import Boom from '@hapi/boom';
import type { Knex } from 'knex';

/**
 * A company keeps at least one administrator (product.md §4), or nobody could run it. Every call
 * that could take its last one away (a demotion, a release, leaving, deleting the account)
 * answers 409 with this message (api.md §8).
 */
export const lastAdministratorMessage =
  'This is the last administrator of the company; make someone else its administrator first.';

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
    throw Boom.conflict(lastAdministratorMessage);
  }
}
