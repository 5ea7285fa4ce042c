import { uncheckedValidity, type ScaleScores, type ValidityStatus } from '@facet/assessment-domain';
import type { TeamMemberInput } from '@facet/team-insight-domain';
import type { Knex } from 'knex';
import type { TeamInsightPorts } from '../team-insight-ports';

/** The validity a stored result reads as: one finished before it was computed is unchecked. */
const validityStatusSql = `coalesce(validity->>'status', '${uncheckedValidity.status}')`;

interface MemberRow {
  user_id: number;
  name: string;
  email: string;
  result_id: number | null;
  scores: ScaleScores | null;
  norm_version: string | null;
  validity: ValidityStatus | null;
}

/**
 * Each person's result the team view reads, as the subquery `r`: of the results taken under the
 * company, the latest valid one, else the latest questionable one (both count), else the latest
 * (invalid: its status says why the person is left out). Results from a former employer stay
 * with that employer.
 */
function chosenResults(
  ports: TeamInsightPorts,
  transaction: Knex.Transaction,
  companyId: number,
  people: Knex.QueryBuilder,
) {
  return ports
    .companyResults(transaction, companyId)
    .distinctOn('user_id')
    .whereIn('user_id', people)
    .select(
      'id',
      'user_id',
      'scores',
      'norm_version',
      transaction.raw(`${validityStatusSql} as validity`),
    )
    .orderByRaw(
      `user_id, (${validityStatusSql} = 'valid') desc, (${validityStatusSql} = 'questionable') desc, number desc`,
    )
    .as('r');
}

const memberColumns = [
  'p.user_id',
  'p.name',
  'p.email',
  'r.id as result_id',
  'r.scores',
  'r.norm_version',
  'r.validity',
];

function toMemberInput(row: MemberRow): TeamMemberInput {
  return {
    user_id: Number(row.user_id),
    name: row.name,
    email: row.email,
    result:
      row.result_id === null
        ? null
        : {
            result_id: Number(row.result_id),
            scores: row.scores!,
            norm_version: row.norm_version!,
            validity: row.validity!,
          },
  };
}

/** Everyone in the group with their chosen result, in one query. */
export async function groupTeamMembers(
  ports: TeamInsightPorts,
  transaction: Knex.Transaction,
  companyId: number,
  groupId: number,
): Promise<TeamMemberInput[]> {
  const people = ports.groupMemberIds(transaction, groupId);
  const rows = await transaction
    .from(ports.namedUsers(transaction).as('p'))
    .whereIn('p.user_id', people)
    .leftJoin(chosenResults(ports, transaction, companyId, people), 'r.user_id', 'p.user_id')
    .select<MemberRow[]>(memberColumns);
  return rows.map(toMemberInput);
}

/**
 * The company's staff with their chosen result, in one query. Candidates are applicants, not
 * the team, so they are not part of the company's view.
 */
export async function companyTeamMembers(
  ports: TeamInsightPorts,
  transaction: Knex.Transaction,
  companyId: number,
): Promise<TeamMemberInput[]> {
  const staff = transaction
    .from(ports.companyMembers(transaction, companyId).as('s'))
    .whereNot('s.role', 'candidate')
    .select('s.user_id');
  const rows = await transaction
    .from(ports.companyMembers(transaction, companyId).as('p'))
    .whereNot('p.role', 'candidate')
    .leftJoin(chosenResults(ports, transaction, companyId, staff), 'r.user_id', 'p.user_id')
    .select<MemberRow[]>(memberColumns);
  return rows.map(toMemberInput);
}
