import { hiringProblems, type PositionState } from '@facet/hiring-domain';
import { problem } from '@facet/platform-http';
import type { Knex } from 'knex';
import type { HiringPorts } from '../hiring-ports';
import { isClosed, positionStateOf, type PositionRow } from './position-rows';

/**
 * A position's seats (D90): the licences it set aside when created. Applicants take them one by
 * one; a closing gives the rest back to the company exactly once (`seats_returned_at`).
 */

/**
 * Gives a closed position's unused seats back to its company, once: for a position a manager
 * closes now (`closeNow`) or one found past its closing. The row must be locked by the caller.
 * Answers the row as it is afterwards.
 */
export async function settleClosing(
  ports: Pick<HiringPorts, 'returnReservedLicences'>,
  transaction: Knex.Transaction,
  position: PositionRow,
  { closeNow = false }: { closeNow?: boolean } = {},
): Promise<PositionRow> {
  if (position.seats_returned_at !== null || (!closeNow && !isClosed(position))) return position;
  await ports.returnReservedLicences(transaction, position.company_id, position.seats_left);
  const [settled] = await transaction('positions')
    .where({ id: position.id })
    .update({
      closed_at: transaction.raw('coalesce(closed_at, least(closes_at, now()), now())'),
      seats_returned_at: transaction.fn.now(),
      seats_left: 0,
      updated_at: transaction.fn.now(),
    })
    .returning('*');
  if (!settled) throw new Error(`Position ${position.id} was not settled`);
  return settled;
}

/** Locks a position of the company, or 404. */
export async function lockCompanyPosition(
  transaction: Knex.Transaction,
  companyId: number,
  positionId: number,
): Promise<PositionRow> {
  const row = await transaction('positions')
    .where({ id: positionId, company_id: companyId })
    .forUpdate()
    .first();
  if (!row) throw problem(hiringProblems.positionNotFound);
  return row;
}

/** Why a new applicant cannot take a seat, in the position's states; open positions have none. */
export type NewApplicantRefusal = Exclude<PositionState, 'open'>;

const refusalProblems = {
  closed: hiringProblems.positionClosed,
  scheduled: hiringProblems.positionNotYetOpen,
  full: hiringProblems.positionFull,
} as const;

/** What keeps a new applicant out of a position in this state, or undefined when it is open. */
export function newApplicantRefusalOf(position: PositionRow): NewApplicantRefusal | undefined {
  const state = positionStateOf(position);
  return state === 'open' ? undefined : state;
}

/** The refusal of a new applicant for a position in this state. */
export function refusalOfNewApplicant(position: PositionRow) {
  const refusal = newApplicantRefusalOf(position);
  return refusal && problem(refusalProblems[refusal]);
}

/**
 * Takes one seat for a new applicant in one conditional update: concurrent applicants queue on
 * the row, and each re-checks the seats the one before left, so no more than the cap get one.
 * The seat's licence then counts as used by the company. Answers why no seat was taken, if none
 * was; every way of applying (a link, an invitation, a file) takes its seat here.
 */
export async function trySeat(
  ports: Pick<HiringPorts, 'spendReservedLicence'>,
  transaction: Knex.Transaction,
  position: PositionRow,
): Promise<NewApplicantRefusal | undefined> {
  const taken = await transaction('positions')
    .where({ id: position.id })
    .where('seats_left', '>', 0)
    .whereNull('closed_at')
    .where('opens_at', '<=', transaction.fn.now())
    .where((open) => open.whereNull('closes_at').orWhere('closes_at', '>', transaction.fn.now()))
    .update({
      seats_left: transaction.raw('seats_left - 1'),
      updated_at: transaction.fn.now(),
    });
  if (taken !== 1) {
    const now = await transaction('positions').where({ id: position.id }).first();
    return (now && newApplicantRefusalOf(now)) ?? 'full';
  }
  await ports.spendReservedLicence(transaction, position.company_id);
  return undefined;
}

/** `trySeat`, refusing with the position's state when no seat was taken. */
export async function takeSeat(
  ports: Pick<HiringPorts, 'spendReservedLicence'>,
  transaction: Knex.Transaction,
  position: PositionRow,
): Promise<void> {
  const refusal = await trySeat(ports, transaction, position);
  if (refusal) throw problem(refusalProblems[refusal]);
}
