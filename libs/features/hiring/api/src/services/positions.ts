import { randomBytes } from 'node:crypto';
import {
  hiringProblems,
  type createPositionSchema,
  type Position,
  type PositionListAnswer,
  type updatePositionSchema,
} from '@facet/hiring-domain';
import { problem } from '@facet/platform-http';
import {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { HiringPorts } from '../hiring-ports';
import { applicationCountsOf, toPosition, type PositionRow } from './position-rows';
import { lockCompanyPosition, settleClosing } from './position-seats';

type CreatePosition = z.output<typeof createPositionSchema>;
type UpdatePosition = z.output<typeof updatePositionSchema>;

/** A position link's token: 32 random bytes, unguessable; published, so stored as is. */
export function newPublicToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The audit target of a position: its number and name, as the trail shows it. */
function positionTarget(row: Pick<PositionRow, 'id' | 'name'>): string {
  return `position #${row.id} ${row.name}`;
}

async function checkedGroup(
  ports: Pick<HiringPorts, 'companyHasGroup'>,
  transaction: Knex.Transaction,
  companyId: number,
  groupId: number | null | undefined,
): Promise<void> {
  if (groupId === null || groupId === undefined) return;
  if (!(await ports.companyHasGroup(transaction, companyId, groupId))) {
    throw problem(hiringProblems.groupNotFound);
  }
}

/** Positions as managers see them: names and counts read for all the rows at once. */
async function describePositions(
  ports: Pick<HiringPorts, 'profileNames' | 'groupNameOf'>,
  transaction: Knex.Transaction,
  rows: readonly PositionRow[],
): Promise<Position[]> {
  const profileIds = [...new Set(rows.map((row) => row.profile_id))];
  const profiles = await ports
    .profileNames(transaction)
    .whereIn('id', profileIds)
    .then(
      (found: { id: number; name: string }[]) =>
        new Map(found.map((profile) => [Number(profile.id), profile.name])),
    );
  const groupIds = [...new Set(rows.flatMap((row) => (row.group_id ? [row.group_id] : [])))];
  const groups = new Map<number, string | null>();
  for (const groupId of groupIds) {
    const companyId = rows.find((row) => row.group_id === groupId)!.company_id;
    groups.set(Number(groupId), await ports.groupNameOf(transaction, companyId, groupId));
  }
  const counts = await applicationCountsOf(
    transaction,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toPosition(
      row,
      {
        profileName: profiles.get(Number(row.profile_id)) ?? '',
        groupName: row.group_id === null ? null : (groups.get(Number(row.group_id)) ?? null),
      },
      counts.get(Number(row.id)),
    ),
  );
}

async function describePosition(
  ports: Pick<HiringPorts, 'profileNames' | 'groupNameOf'>,
  transaction: Knex.Transaction,
  row: PositionRow,
): Promise<Position> {
  const [position] = await describePositions(ports, transaction, [row]);
  return position!;
}

/**
 * Every position of the company, newest first. Those found past their closing give their seats
 * back first (once), so the list and the company's licences agree.
 */
export function listPositions(
  ports: HiringPorts,
  database: Knex,
  principal: CompanyPrincipal,
): Promise<PositionListAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    await settleExpiredPositions(ports, transaction, actor.companyId);
    const rows = await transaction('positions')
      .where({ company_id: actor.companyId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    return { positions: await describePositions(ports, transaction, rows) };
  });
}

/** Gives back the seats of the company's positions past their closing that still hold some. */
export async function settleExpiredPositions(
  ports: Pick<HiringPorts, 'returnReservedLicences'>,
  transaction: Knex.Transaction,
  companyId: number,
): Promise<void> {
  const expired = await transaction('positions')
    .where({ company_id: companyId })
    .whereNull('seats_returned_at')
    .where((closed) =>
      closed.whereNotNull('closed_at').orWhere('closes_at', '<=', transaction.fn.now()),
    )
    .orderBy('id')
    .forUpdate();
  for (const position of expired) await settleClosing(ports, transaction, position);
}

export function readPosition(
  ports: HiringPorts,
  database: Knex,
  principal: CompanyPrincipal,
  positionId: number,
): Promise<Position> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const row = await lockCompanyPosition(transaction, actor.companyId, positionId);
    return describePosition(ports, transaction, await settleClosing(ports, transaction, row));
  });
}

/**
 * Creates a position, setting `candidateCap` of the company's licences aside (409 when fewer are
 * available). The profile must be one the company may use, the group one of its own.
 */
export function createPosition(
  ports: HiringPorts,
  database: Knex,
  principal: CompanyPrincipal,
  input: CreatePosition,
): Promise<Position> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    await ports.findVisibleProfile(
      transaction,
      actor.companyId,
      input.profileId,
      hiringProblems.profileNotFound,
    );
    await checkedGroup(ports, transaction, actor.companyId, input.groupId);
    const reservation = await ports.reserveLicences(
      transaction,
      actor.companyId,
      input.candidateCap,
    );
    if (!reservation.reserved) {
      throw problem(hiringProblems.notEnoughLicences, {
        available: reservation.available,
        needed: input.candidateCap,
      });
    }
    const [row] = await transaction('positions')
      .insert({
        company_id: actor.companyId,
        name: input.name,
        profile_id: input.profileId,
        group_id: input.groupId,
        languages: input.languages,
        ...(input.opensAt && { opens_at: new Date(input.opensAt) }),
        closes_at: input.closesAt === null ? null : new Date(input.closesAt),
        candidate_cap: input.candidateCap,
        seats_left: input.candidateCap,
        candidate_view: input.candidateView,
        public_token: newPublicToken(),
        created_by: actor.userId,
      })
      .returning('*');
    if (!row) throw new Error('The position was not stored');
    const created = row;
    await recordPositionChange(transaction, actor, 'hiring.position_created', created, {
      candidateCap: created.candidate_cap,
    });
    return describePosition(ports, transaction, created);
  });
}

function recordPositionChange(
  transaction: Knex.Transaction,
  actor: CompanyActor,
  action: string,
  position: PositionRow,
  details: object,
): Promise<void> {
  return recordCompanyChange(transaction, actor, {
    action,
    target: positionTarget(position),
    subjectUserId: null,
    details: { position_id: Number(position.id), ...details },
  });
}

/**
 * Changes a position that is not closed. A new cap sets aside or gives back the difference of
 * licences, and is never below the seats already taken.
 */
export function updatePosition(
  ports: HiringPorts,
  database: Knex,
  principal: CompanyPrincipal,
  positionId: number,
  change: UpdatePosition,
): Promise<Position> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const row = await lockCompanyPosition(transaction, actor.companyId, positionId);
    if ((await settleClosing(ports, transaction, row)).seats_returned_at !== null) {
      throw problem(hiringProblems.closedPositionUnchanged);
    }
    const opensAt = change.opensAt === undefined ? row.opens_at : new Date(change.opensAt);
    const closesAt =
      change.closesAt === undefined
        ? row.closes_at
        : change.closesAt === null
          ? null
          : new Date(change.closesAt);
    if (closesAt !== null && closesAt.getTime() <= opensAt.getTime()) {
      throw problem(hiringProblems.closingBeforeOpening);
    }
    if (change.groupId !== undefined) {
      await checkedGroup(ports, transaction, actor.companyId, change.groupId);
    }
    let seatsLeft = row.seats_left;
    if (change.candidateCap !== undefined && change.candidateCap !== row.candidate_cap) {
      const taken = row.candidate_cap - row.seats_left;
      if (change.candidateCap < taken) {
        throw problem(hiringProblems.capBelowApplications, { taken });
      }
      const difference = change.candidateCap - row.candidate_cap;
      if (difference > 0) {
        const reservation = await ports.reserveLicences(transaction, actor.companyId, difference);
        if (!reservation.reserved) {
          throw problem(hiringProblems.notEnoughLicences, {
            available: reservation.available,
            needed: difference,
          });
        }
      } else {
        await ports.returnReservedLicences(transaction, actor.companyId, -difference);
      }
      seatsLeft += difference;
    }
    const [updated] = await transaction('positions')
      .where({ id: row.id })
      .update({
        ...(change.name !== undefined && { name: change.name }),
        ...(change.languages !== undefined && { languages: change.languages }),
        ...(change.groupId !== undefined && { group_id: change.groupId }),
        ...(change.candidateView !== undefined && { candidate_view: change.candidateView }),
        ...(change.candidateCap !== undefined && { candidate_cap: change.candidateCap }),
        opens_at: opensAt,
        closes_at: closesAt,
        seats_left: seatsLeft,
        updated_at: transaction.fn.now(),
      })
      .returning('*');
    await recordPositionChange(transaction, actor, 'hiring.position_updated', row, {
      changed: Object.keys(change),
    });
    // A closing moved into the past closes it now, and gives its seats back.
    if (!updated) throw new Error(`Position ${row.id} was not updated`);
    const settled = await settleClosing(ports, transaction, updated);
    return describePosition(ports, transaction, settled);
  });
}

/** Closes a position now and gives its unused seats back; closing it again changes nothing. */
export function closePosition(
  ports: HiringPorts,
  database: Knex,
  principal: CompanyPrincipal,
  positionId: number,
): Promise<Position> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const row = await lockCompanyPosition(transaction, actor.companyId, positionId);
    if (row.seats_returned_at !== null) return describePosition(ports, transaction, row);
    const closed = await settleClosing(ports, transaction, row, { closeNow: true });
    await recordPositionChange(transaction, actor, 'hiring.position_closed', closed, {
      seatsReturned: row.seats_left,
    });
    return describePosition(ports, transaction, closed);
  });
}

/** The position's link token and name, for its QR code. */
export function positionLinkOf(
  database: Knex,
  principal: CompanyPrincipal,
  positionId: number,
): Promise<Pick<PositionRow, 'id' | 'name' | 'public_token'>> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const row = await transaction('positions')
      .where({ id: positionId, company_id: actor.companyId })
      .first('id', 'name', 'public_token');
    if (!row) throw problem(hiringProblems.positionNotFound);
    return row;
  });
}
