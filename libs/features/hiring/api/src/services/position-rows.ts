import type {
  CandidateView,
  Position,
  PositionCounts,
  PositionState,
  PublicPositionState,
} from '@facet/hiring-domain';
import type { Language } from '@facet/platform-kernel';
import type { Knex } from 'knex';

/** A `positions` row as this feature reads it. */
export interface PositionRow {
  id: number;
  company_id: number;
  name: string;
  profile_id: number;
  group_id: number | null;
  languages: Language[];
  opens_at: Date;
  closes_at: Date | null;
  candidate_cap: number;
  seats_left: number;
  candidate_view: CandidateView;
  public_token: string;
  closed_at: Date | null;
  seats_returned_at: Date | null;
  created_by: number | null;
  created_at: Date;
  updated_at: Date;
}

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
    .groupBy('position_id')
    .select<{ position_id: string; applied: string; started: string; finished: string }[]>(
      'position_id',
      database.raw('count(*) as applied'),
      database.raw(`count(*) filter (where status = 'started') as started`),
      database.raw(`count(*) filter (where status = 'submitted') as finished`),
    );
  return new Map(
    rows.map((row) => [
      Number(row.position_id),
      {
        applied: Number(row.applied),
        started: Number(row.started),
        finished: Number(row.finished),
      },
    ]),
  );
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
