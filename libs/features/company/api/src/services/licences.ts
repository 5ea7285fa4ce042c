import { availableLicences } from '@facet/company-domain';
import type { ToggleableLicenceState } from '@facet/platform-kernel';
import type { Knex } from 'knex';
import { raw } from 'objection';
import { Company, Membership } from '../models';

/**
 * A company's licences (DESIGN §4): the count on its row is what it has left to spend, and a
 * member's licence state says whether they were given one ('yes'), are spending it
 * ('inProgress') or have none ('no'). These functions are the only writers of both; the
 * features that grant, spend or give back a licence call them in their transaction.
 */

/**
 * Locks the company row and answers how many of its licences are not yet granted. Every grant
 * asks this first, so concurrent grants queue on the row and cannot give out more than it has.
 */
export async function lockAvailableLicences(
  transaction: Knex.Transaction,
  companyId: number,
): Promise<number> {
  return availableLicencesOf(transaction, companyId, { lock: true });
}

/** How many of the company's licences are not yet granted, for a screen that only shows it. */
export async function readAvailableLicences(
  transaction: Knex.Transaction,
  companyId: number,
): Promise<number> {
  return availableLicencesOf(transaction, companyId, { lock: false });
}

async function availableLicencesOf(
  transaction: Knex.Transaction,
  companyId: number,
  { lock }: { lock: boolean },
): Promise<number> {
  const found = Company.query(transaction).findById(companyId);
  const company = await (lock ? found.forUpdate() : found);
  const granted = await Membership.query(transaction)
    .where({ company_id: companyId, licence_state: 'yes' })
    .resultSize();
  return availableLicences({ licences: company?.licences ?? 0, grantedLicences: granted });
}

/** Grants ('yes') or withdraws ('no') the licence of these members of the company. */
export async function setLicenceStates(
  transaction: Knex.Transaction,
  companyId: number,
  userIds: readonly number[],
  state: ToggleableLicenceState,
): Promise<void> {
  if (userIds.length === 0) return;
  await Membership.query(transaction)
    .where('company_id', companyId)
    .whereIn('user_id', userIds)
    .patch({ licence_state: state });
}

/**
 * The member starts an attempt with the licence they were granted: one licence leaves the
 * company's count in a single update that cannot go below zero (concurrent launches queue on the
 * row, and at zero the condition matches nothing), and their state becomes inProgress. Answers
 * false, changing nothing, when the company has no licence left.
 */
export async function consumeLicence(
  transaction: Knex.Transaction,
  member: { userId: number; companyId: number },
): Promise<boolean> {
  const taken = await Company.query(transaction)
    .where('id', member.companyId)
    .where('licences', '>', 0)
    .patch({ licences: raw('licences - 1'), updated_at: raw('now()') });
  if (taken !== 1) return false;
  await Membership.query(transaction)
    .findById(member.userId)
    .patch({ licence_state: 'inProgress' });
  return true;
}

/** The attempt is finished: its licence is used up, and taking the assessment again needs a new one. */
export async function spendLicence(transaction: Knex.Transaction, userId: number): Promise<void> {
  await Membership.query(transaction)
    .where({ user_id: userId, licence_state: 'inProgress' })
    .patch({ licence_state: 'no' });
}

/**
 * A retake of an invalid protocol: the member may start one more attempt without a new licence,
 * in the state a licence already taken leaves (the launch then takes none).
 */
export async function grantRetakeLicence(
  transaction: Knex.Transaction,
  member: { userId: number; companyId: number },
): Promise<void> {
  await Membership.query(transaction)
    .where({ user_id: member.userId, company_id: member.companyId })
    .patch({ licence_state: 'inProgress' });
}

/**
 * Adds `by` licences to the company's count (or takes them away when negative) in one update
 * that applies only while the count stays at zero or more and, when given, at most `maximum`, so
 * concurrent changes cannot overflow it or go below zero. Answers the new count, or undefined
 * when the change would leave those bounds or the company does not exist.
 */
export async function changeLicenceCount(
  transaction: Knex.Transaction,
  companyId: number,
  by: number,
  maximum?: number,
): Promise<number | undefined> {
  // Bounds on the count before the change: the sum itself could overflow the column.
  const query = Company.query(transaction).where('id', companyId).where('licences', '>=', -by);
  if (maximum !== undefined) query.where('licences', '<=', maximum - by);
  const [company] = await query
    .patch({ licences: raw('licences + ?', [by]), updated_at: raw('now()') })
    .returning('licences');
  return company?.licences;
}
