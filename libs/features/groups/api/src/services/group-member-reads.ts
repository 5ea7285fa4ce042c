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

/**
 * Gives a person who finished a position's assessment a place in the position's group (D90),
 * when the group is the company's. A place goes with a membership of the group's company
 * (migration 014), which the caller has checked: an application makes none. Answers whether
 * they are in the group.
 */
export async function addApplicantToGroup(
  transaction: Knex.Transaction,
  place: { companyId: number; groupId: number; userId: number },
): Promise<boolean> {
  if (!(await companyHasGroup(transaction, place.companyId, place.groupId))) return false;
  await transaction('group_members')
    .insert({ group_id: place.groupId, user_id: place.userId })
    .onConflict(['group_id', 'user_id'])
    .ignore();
  return true;
}
