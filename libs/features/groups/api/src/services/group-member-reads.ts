import type { Knex } from 'knex';

/**
 * The ids of a group's members (`user_id`), as a subquery other features filter people by
 * (D80: the owner publishes the query, the reader joins it).
 */
export function groupMemberIds(database: Knex | Knex.Transaction, groupId: number) {
  return database('group_members').where('group_id', groupId).select('user_id');
}

/** Whether the company has the group: a reader refuses another company's in its own words. */
export async function companyHasGroup(
  transaction: Knex.Transaction,
  companyId: number,
  groupId: number,
): Promise<boolean> {
  const group = await transaction('groups')
    .where({ id: groupId, company_id: companyId })
    .first('id');
  return group !== undefined;
}
