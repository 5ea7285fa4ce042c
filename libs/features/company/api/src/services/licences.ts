import { licenceCounts, type LicenceCounts } from '@facet/company-domain';
import type { ToggleableLicenceState } from '@facet/platform-kernel';
import type { Knex } from 'knex';
import { raw } from 'objection';
import { Company, Membership } from '../models';

/**
 * A company's licences (DESIGN §4, docs/decisions.md D61): the count on its row is what
 * it has left to spend, `licences_used` what its members' attempts have spent, and a member's
 * licence state says whether they were given one ('yes'), are spending it ('inProgress') or have
 * none ('no'). A pending invitation that assigns a licence holds one until it is answered. These
 * functions are the only writers of the counts and the states; the features that grant, spend or
 * give back a licence call them in their transaction.
 */

/**
 * Pending invitations holding a licence: the status people see is pending (the link is unused
 * and has not expired, as the invitation list reads it) and the invitation assigns one.
 */
function invitationsHoldingLicences(database: Knex | Knex.Transaction) {
  return database('invitations')
    .where({ status: 'pending', assign_licence: true })
    .where('expires_at', '>', database.fn.now())
    .whereNotExists(
      database('one_time_tokens')
        .whereRaw('one_time_tokens.id = invitations.one_time_token_id')
        .whereNotNull('used_at')
        .select('id'),
    );
}

async function countInvitationsHoldingLicences(
  transaction: Knex.Transaction,
  companyId: number,
): Promise<number> {
  const [row] = await invitationsHoldingLicences(transaction)
    .where({ company_id: companyId })
    .count({ count: '*' });
  return Number(row?.count ?? 0);
}

async function licenceCountsOf(
  transaction: Knex.Transaction,
  companyId: number,
  { lock }: { lock: boolean },
): Promise<LicenceCounts> {
  const found = Company.query(transaction).findById(companyId);
  const company = await (lock ? found.forUpdate() : found);
  const assigned = await Membership.query(transaction)
    .where({ company_id: companyId, licence_state: 'yes' })
    .resultSize();
  return licenceCounts({
    unspent: company?.licences ?? 0,
    used: company?.licences_used ?? 0,
    assigned,
    heldByInvitations: await countInvitationsHoldingLicences(transaction, companyId),
  });
}

/**
 * Locks the company row and counts its licences. Every grant and every invitation that assigns
 * a licence asks this first, so concurrent ones queue on the row and each sees what the one
 * before it assigned or held: together they cannot give out more than is available.
 */
export async function lockLicenceCounts(
  transaction: Knex.Transaction,
  companyId: number,
): Promise<LicenceCounts> {
  return licenceCountsOf(transaction, companyId, { lock: true });
}

/** The company's licence counts, for a screen that only shows them. */
export async function readLicenceCounts(
  transaction: Knex.Transaction,
  companyId: number,
): Promise<LicenceCounts> {
  return licenceCountsOf(transaction, companyId, { lock: false });
}

/**
 * The licence counts of several companies at once, for a list that shows them (the back
 * office's companies): the same stored facts as `readLicenceCounts`, read in three queries.
 */
export async function readLicenceCountsOfCompanies(
  database: Knex | Knex.Transaction,
  companyIds: readonly number[],
): Promise<Map<number, LicenceCounts>> {
  if (companyIds.length === 0) return new Map();
  const ids = [...companyIds];
  const [companies, assigned, held] = await Promise.all([
    database('companies').whereIn('id', ids).select('id', 'licences', 'licences_used'),
    database('memberships')
      .whereIn('company_id', ids)
      .where('licence_state', 'yes')
      .groupBy('company_id')
      .select('company_id')
      .count({ count: '*' }),
    invitationsHoldingLicences(database)
      .whereIn('company_id', ids)
      .groupBy('company_id')
      .select('company_id')
      .count({ count: '*' }),
  ]);
  const countBy = (rows: { company_id: number; count?: string | number }[]) =>
    new Map(rows.map((row) => [Number(row.company_id), Number(row.count)]));
  const assignedBy = countBy(assigned);
  const heldBy = countBy(held);
  return new Map(
    companies.map((company) => [
      Number(company.id),
      licenceCounts({
        unspent: company.licences,
        used: company.licences_used,
        assigned: assignedBy.get(Number(company.id)) ?? 0,
        heldByInvitations: heldBy.get(Number(company.id)) ?? 0,
      }),
    ]),
  );
}

/** Locks the company row and answers how many of its licences are available to assign. */
export async function lockAvailableLicences(
  transaction: Knex.Transaction,
  companyId: number,
): Promise<number> {
  return (await lockLicenceCounts(transaction, companyId)).available;
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
 * A member who accepted an invitation that assigns a licence gets the one it held. The
 * invitation reads accepted already, so it holds nothing any more and its licence counts as
 * available; the company row is locked as for any grant. Should licences have been revoked since
 * the invitation was sent, none is available and the member joins without one.
 */
export async function assignHeldLicence(
  transaction: Knex.Transaction,
  member: { userId: number; companyId: number },
): Promise<void> {
  if ((await lockAvailableLicences(transaction, member.companyId)) <= 0) return;
  await setLicenceStates(transaction, member.companyId, [member.userId], 'yes');
}

/**
 * The member starts an attempt with the licence they were granted: one licence moves from the
 * company's count to its used licences in a single update that cannot go below zero (concurrent
 * launches queue on the row, and at zero the condition matches nothing), and their state becomes
 * inProgress. Answers false, changing nothing, when the company has no licence left.
 */
export async function consumeLicence(
  transaction: Knex.Transaction,
  member: { userId: number; companyId: number },
): Promise<boolean> {
  const taken = await Company.query(transaction)
    .where('id', member.companyId)
    .where('licences', '>', 0)
    .patch({
      licences: raw('licences - 1'),
      licences_used: raw('licences_used + 1'),
      updated_at: raw('now()'),
    });
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

/**
 * Sets `count` licences aside for a position's applicants (D90): they leave the company's unspent
 * count, once the row is locked and only if that many are available (neither assigned to members
 * nor held by invitations). Answers how many were available, and whether they were reserved.
 */
export async function reserveLicences(
  transaction: Knex.Transaction,
  companyId: number,
  count: number,
): Promise<{ reserved: boolean; available: number }> {
  const available = await lockAvailableLicences(transaction, companyId);
  if (available < count) return { reserved: false, available };
  await Company.query(transaction)
    .findById(companyId)
    .patch({ licences: raw('licences - ?', [count]), updated_at: raw('now()') });
  return { reserved: true, available };
}

/** Gives licences a position set aside and no applicant took back to the company's unspent count. */
export async function returnReservedLicences(
  transaction: Knex.Transaction,
  companyId: number,
  count: number,
): Promise<void> {
  if (count <= 0) return;
  await Company.query(transaction)
    .findById(companyId)
    .patch({ licences: raw('licences + ?', [count]), updated_at: raw('now()') });
}

/** An applicant took one of a position's reserved licences: it counts as used by the company. */
export async function spendReservedLicence(
  transaction: Knex.Transaction,
  companyId: number,
): Promise<void> {
  await Company.query(transaction)
    .findById(companyId)
    .patch({ licences_used: raw('licences_used + 1'), updated_at: raw('now()') });
}
