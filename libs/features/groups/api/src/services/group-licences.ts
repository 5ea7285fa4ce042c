import {
  recordCompanyChange,
  recordCompanyChanges,
  resolveCompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import { lockAvailableLicences, setLicenceStates } from '@facet/company-api';
import type { ToggleableLicenceState } from '@facet/platform-kernel';
import { groupsProblems } from '@facet/groups-domain';
import { problem } from '@facet/platform-http';
import type { Knex } from 'knex';
import { currentMembers, findCompanyGroup } from './groups';

/**
 * PATCH /companies/toggle-group-diagnosis: gives or withdraws the licence of every member of a
 * group, except members with an assessment in progress (their licence is in use). Answers how
 * many members changed (`updated`) of all members (`total`); members already in the asked state
 * are not counted as updated. A grant needs enough free licences for every member it changes,
 * else nothing changes and it answers 402. The company row is locked, as for a single grant. The
 * group's entry says what was asked; each member changed gets their own, as a single change would.
 */
export async function toggleGroupDiagnosis(
  database: Knex,
  principal: CompanyPrincipal,
  change: { group_id: number; newLicenseState: ToggleableLicenceState },
): Promise<{ updated: number; total: number }> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const group = await findCompanyGroup(transaction, actor.companyId, change.group_id);
    const members = await currentMembers(transaction, actor.companyId)
      .where('gm.group_id', change.group_id)
      .forUpdate('m')
      .select<{ user_id: number; email: string; licence_state: string }[]>(
        'm.user_id',
        'm.email',
        'm.licence_state',
      );
    const changing = members
      .filter((member) => member.licence_state !== 'inProgress')
      .filter((member) => member.licence_state !== change.newLicenseState);
    const toChange = changing.map((member) => Number(member.user_id));
    if (change.newLicenseState === 'yes' && toChange.length > 0) {
      const available = await lockAvailableLicences(transaction, actor.companyId);
      if (available < toChange.length) {
        throw problem(groupsProblems.notEnoughLicences, { available, needed: toChange.length });
      }
    }
    await setLicenceStates(transaction, actor.companyId, toChange, change.newLicenseState);
    await recordCompanyChange(transaction, actor, {
      action: 'group.licences_changed',
      target: group.name,
      details: {
        group_id: change.group_id,
        to: change.newLicenseState,
        updated: toChange.length,
        total: members.length,
      },
    });
    await recordCompanyChanges(
      transaction,
      actor,
      changing.map((member) => ({
        action: 'company.licence_changed',
        target: member.email,
        subjectUserId: Number(member.user_id),
        details: { group_id: change.group_id, to: change.newLicenseState },
      })),
    );
    return { updated: toChange.length, total: members.length };
  });
}
