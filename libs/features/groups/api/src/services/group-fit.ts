import {
  recordResultView,
  resolveCompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import { companyResults } from '@facet/assessment-api';
import { scales, type ScaleScores, type ValidityStatus } from '@facet/assessment-domain';
import type { GroupFitAnswer, GroupMemberFit } from '@facet/groups-domain';
import { resultReadActions } from '@facet/platform-kernel';
import { findVisibleProfile, resultFitOf, validityStatusSql } from '@facet/profiles-api';
import { leftOutOfFit, rangesFromProfileFields, type ProfileRanges } from '@facet/reports-domain';
import type { Knex } from 'knex';
import { groupMemberIds } from './group-member-reads';
import { currentMembers, findCompanyGroup } from './groups';

interface MemberResultRow {
  user_id: number;
  name: string;
  email: string;
  result_id: number | null;
  scores: ScaleScores | null;
  norm_version: string | null;
  validity: ValidityStatus | null;
}

/** A member's fit by the ranking's own rule (`resultFitOf`), so both show the same figures. */
function memberFit(row: MemberResultRow, ranges: ProfileRanges | null): GroupMemberFit {
  const fit =
    row.scores && row.norm_version && ranges
      ? resultFitOf(
          { scores: row.scores, norm_version: row.norm_version },
          ranges,
          row.validity ?? 'valid',
        )
      : null;
  return {
    name: row.name,
    email: row.email,
    result_id: row.result_id === null ? null : Number(row.result_id),
    fitPercentage: fit?.fitPercentage ?? null,
    fitScore: fit?.fitScore?.score ?? null,
    fitDistance: fit?.fitScore?.outsideDistance ?? null,
    counts: fit?.counts ?? null,
  };
}

/** Mean score per scale, to one decimal; empty when nobody has a result. */
function averageOf(scored: readonly ScaleScores[]): Record<string, number> {
  const averages: Record<string, number> = {};
  if (scored.length === 0) return averages;
  for (const scale of scales) {
    const sum = scored.reduce((total, scores) => total + scores[scale], 0);
    averages[scale] = Math.round((sum / scored.length) * 10) / 10;
  }
  return averages;
}

/**
 * GET /groups/get-group-fit/{id} (beyond the spec): every member's latest result taken in the
 * company against the group's profile, best fit score first (the ranking's, decision D70), and the group's mean score per scale.
 * One query for the members and their latest results (only the members' results are read, through
 * the (user_id, number) index), the fit computed in memory: no query per member. The view is one
 * audit entry naming the group and listing the members with a result (decision D70).
 */
export async function groupFit(
  database: Knex,
  principal: CompanyPrincipal,
  groupId: number,
): Promise<GroupFitAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const group = await findCompanyGroup(transaction, actor.companyId, groupId);
    const ranges: ProfileRanges | null =
      group.profile_id === null
        ? null
        : rangesFromProfileFields(
            await findVisibleProfile(transaction, actor.companyId, group.profile_id),
          );
    const latest = companyResults(transaction, actor.companyId)
      .distinctOn('user_id')
      .whereIn('user_id', groupMemberIds(transaction, groupId))
      .select(
        'id',
        'user_id',
        'scores',
        'norm_version',
        transaction.raw(`${validityStatusSql} as validity`),
      )
      .orderBy([{ column: 'user_id' }, { column: 'number', order: 'desc' }])
      .as('r');
    const rows = await currentMembers(transaction, actor.companyId)
      .where('gm.group_id', groupId)
      .leftJoin(latest, 'r.user_id', 'gm.user_id')
      .select<MemberResultRow[]>(
        'm.user_id',
        'm.name',
        'm.email',
        'r.id as result_id',
        'r.scores',
        'r.norm_version',
        'r.validity',
      );
    await recordResultView(transaction, actor, {
      action: resultReadActions.groupFit,
      target: group.name,
      people: rows.filter((row) => row.result_id !== null).map((row) => Number(row.user_id)),
      details: { group_id: groupId },
    });
    const members = rows.map((row) => memberFit(row, ranges));
    members.sort((a, b) => (b.fitScore ?? -1) - (a.fitScore ?? -1) || a.name.localeCompare(b.name));
    const scored = rows.flatMap((row) => (row.scores ? [row.scores] : []));
    return {
      group,
      ranges,
      leftOutOfFit: ranges ? leftOutOfFit(ranges) : [],
      members,
      averageScores: averageOf(scored),
      withResults: scored.length,
    };
  });
}
