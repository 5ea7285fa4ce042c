import {
  recordResultView,
  resolveCompanyActor,
  type CompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import { resultReadActions } from '@facet/platform-kernel';
import { problem } from '@facet/platform-http';
import {
  compareTeams,
  countsInTeam,
  mayCompareTeams,
  teamInsightProblems,
  teamView,
  type TeamCompareAnswer,
  type TeamCompareSide,
  type TeamMemberRow,
  type TeamView,
  type TeamViewAnswer,
} from '@facet/team-insight-domain';
import type { Knex } from 'knex';
import type { TeamInsightPorts } from '../team-insight-ports';
import { companyTeamMembers, groupTeamMembers } from './team-members';

const peopleShown = (rows: readonly TeamMemberRow[]): number[] => rows.map((row) => row.user_id);

type GroupTeamView = TeamView & {
  scope: TeamCompareSide['scope'];
  /** Everyone counted, also while the view withholds their rows. */
  countedIds: number[];
};

async function groupView(
  ports: TeamInsightPorts,
  transaction: Knex.Transaction,
  actor: CompanyActor,
  groupId: number,
): Promise<GroupTeamView> {
  const group = await ports.findCompanyGroup(transaction, actor.companyId, groupId);
  const members = await groupTeamMembers(ports, transaction, actor.companyId, groupId);
  return {
    scope: { kind: 'group', group_id: group.group_id, name: group.name },
    ...teamView(members),
    countedIds: members.filter(countsInTeam).map((member) => member.user_id),
  };
}

const withoutCountedIds = ({ countedIds: _countedIds, ...view }: GroupTeamView): TeamViewAnswer =>
  view;

/**
 * The team view of one of the company's groups (404 for another company's), or of the whole
 * company when `groupId` is undefined, with the company's name. The view is one audit entry
 * naming the group (or company) and listing the members whose scores it showed (decision D70).
 */
export async function readTeamView(
  ports: TeamInsightPorts,
  database: Knex,
  principal: CompanyPrincipal,
  request: { groupId?: number },
): Promise<{ view: TeamViewAnswer; companyName: string }> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const companyName = await ports.companyNameOf(transaction, actor.companyId);
    const view: TeamViewAnswer =
      request.groupId === undefined
        ? {
            scope: { kind: 'company', name: companyName },
            ...teamView(await companyTeamMembers(ports, transaction, actor.companyId)),
          }
        : withoutCountedIds(await groupView(ports, transaction, actor, request.groupId));
    await recordResultView(transaction, actor, {
      action: resultReadActions.teamView,
      target: view.scope.name,
      people: peopleShown(view.members),
      details: { group_id: request.groupId ?? null },
    });
    return { view, companyName };
  });
}

/**
 * Two groups side by side: their counts and their means per scale. Refused (422) when their
 * counted people differ by fewer than `minimumPeopleShown`, as the difference of the means would
 * then tell of those few. A mean still tells of its members, so the comparison is one audit
 * entry listing everyone either group shows, once (decision D70).
 */
export async function compareGroupViews(
  ports: TeamInsightPorts,
  database: Knex,
  principal: CompanyPrincipal,
  request: { groupA: number; groupB: number },
): Promise<TeamCompareAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const a = await groupView(ports, transaction, actor, request.groupA);
    const b = await groupView(ports, transaction, actor, request.groupB);
    if (!mayCompareTeams(a.countedIds, b.countedIds))
      throw problem(teamInsightProblems.groupsTooAlike);
    const inA = new Set(a.members.map((row) => row.user_id));
    await recordResultView(transaction, actor, {
      action: resultReadActions.teamView,
      target: a.scope.name,
      people: peopleShown([...a.members, ...b.members.filter((row) => !inA.has(row.user_id))]),
      details: {
        group_id: request.groupA,
        compared_group_id: request.groupB,
        compared_with: b.scope.name,
      },
    });
    const side = ({
      scope,
      counted,
      countedQuestionable,
      leftOut,
    }: GroupTeamView): TeamCompareSide => ({ scope, counted, countedQuestionable, leftOut });
    return { a: side(a), b: side(b), scales: compareTeams(a, b) };
  });
}
