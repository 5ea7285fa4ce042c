import type {
  Position,
  PositionCounts,
  PositionState,
  PublicPositionState,
} from '@facet/hiring-domain';
import type { Knex } from 'knex';
import type { PositionRow } from '../tables';

export type { PositionRow } from '../tables';

/** Whether a position takes no more applicants: closed by a manager or past its closing. */
export function isClosed(position: PositionRow, now = Date.now()): boolean {
  return (
    position.closed_at !== null ||
    (position.closes_at !== null && position.closes_at.getTime() <= now)
  );
}

/** Where a position stands for its managers; closed before scheduled before full. */
export function positionStateOf(position: PositionRow, now = Date.now()): PositionState {
  if (isClosed(position, now)) return 'closed';
  if (position.opens_at.getTime() > now) return 'scheduled';
  if (position.seats_left <= 0) return 'full';
  return 'open';
}

/** The same state in a visitor's words. */
export function publicStateOf(position: PositionRow, now = Date.now()): PublicPositionState {
  const state = positionStateOf(position, now);
  return state === 'scheduled' ? 'not_yet_open' : state;
}

/** The counts of each position's applications, by position id. */
export async function applicationCountsOf(
  database: Knex | Knex.Transaction,
  positionIds: readonly number[],
): Promise<Map<number, PositionCounts>> {
  if (positionIds.length === 0) return new Map();
  const rows = await database('applications')
    .whereIn('position_id', [...positionIds])
    .groupBy('position_id', 'status')
    .select('position_id', 'status')
    .count({ count: '*' });
  const counts = new Map<number, PositionCounts>();
  for (const row of rows) {
    const positionId = Number(row.position_id);
    const counted = counts.get(positionId) ?? { applied: 0, started: 0, finished: 0 };
    const howMany = Number(row.count);
    counted.applied += howMany;
    if (row.status === 'started') counted.started += howMany;
    if (row.status === 'submitted') counted.finished += howMany;
    counts.set(positionId, counted);
  }
  return counts;
}

const noApplications: PositionCounts = { applied: 0, started: 0, finished: 0 };

/** A position as its managers see it. */
export function toPosition(
  row: PositionRow,
  names: { profileName: string; groupName: string | null },
  counts: PositionCounts = noApplications,
): Position {
  return {
    id: Number(row.id),
    name: row.name,
    profileId: Number(row.profile_id),
    profileName: names.profileName,
    groupId: row.group_id === null ? null : Number(row.group_id),
    groupName: names.groupName,
    languages: row.languages,
    opensAt: row.opens_at.toISOString(),
    closesAt: row.closes_at?.toISOString() ?? null,
    closedAt: (row.closed_at ?? (isClosed(row) ? row.closes_at : null))?.toISOString() ?? null,
    candidateCap: row.candidate_cap,
    seatsLeft: row.seats_left,
    candidateView: row.candidate_view,
    state: positionStateOf(row),
    publicToken: row.public_token,
    counts,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
