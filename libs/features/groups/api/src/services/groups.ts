import { storedResults } from '@facet/assessment-api';
import {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import { companyMembers } from '@facet/company-api';
import {
  groupsProblems,
  type AddGroupMembersAnswer,
  type GroupLicenceCounts,
  type GroupMember,
  type GroupMemberRejection,
  type GroupSummary,
} from '@facet/groups-domain';
import { paginate, type Page, type PageQuery, problem } from '@facet/platform-http';
import type { CompanyRole, LicenceState } from '@facet/platform-kernel';
import { findCompanyEmployee, findVisibleProfile, profileNames } from '@facet/profiles-api';
import { breachesUniqueIndex } from '@facet/platform-db';
import type { Knex } from 'knex';

interface GroupRow {
  id: number;
  name: string;
  profile_id: number | null;
  profile_name: string | null;
  members: number;
}

function toGroupSummary(row: GroupRow): GroupSummary {
  return {
    group_id: Number(row.id),
    name: row.name,
    profile_id: row.profile_id === null ? null : Number(row.profile_id),
    profile_name: row.profile_name,
    members: Number(row.members),
  };
}

/** The current members of a group: people still in the group's company (a former employee drops out). */
export function currentMembers(transaction: Knex.Transaction, companyId: number) {
  return transaction('group_members as gm').join(
    companyMembers(transaction, companyId).as('m'),
    'm.user_id',
    'gm.user_id',
  );
}

/** The company's groups with their profile's name and member count. */
function groupsOf(transaction: Knex.Transaction, companyId: number) {
  const memberCount = currentMembers(transaction, companyId)
    .whereRaw('gm.group_id = g.id')
    .count('*');
  return transaction('groups as g')
    .leftJoin(profileNames(transaction).as('p'), 'p.id', 'g.profile_id')
    .where('g.company_id', companyId)
    .select('g.id', 'g.name', 'g.profile_id', 'p.name as profile_name', memberCount.as('members'));
}

/** A group of the actor's company, or 404: another company's group is "not found". */
export async function findCompanyGroup(
  transaction: Knex.Transaction,
  companyId: number,
  groupId: number,
): Promise<GroupSummary> {
  const row = await groupsOf(transaction, companyId)
    .andWhere('g.id', groupId)
    .first<GroupRow | undefined>();
  if (!row) throw problem(groupsProblems.notFound);
  return toGroupSummary(row);
}

async function lockGroup(transaction: Knex.Transaction, actor: CompanyActor, groupId: number) {
  const locked = await transaction('groups')
    .where({ id: groupId, company_id: actor.companyId })
    .forUpdate()
    .first('id');
  if (!locked) throw problem(groupsProblems.notFound);
  return findCompanyGroup(transaction, actor.companyId, groupId);
}

async function groupNameTaken(
  transaction: Knex.Transaction,
  companyId: number,
  name: string,
  exceptGroupId?: number,
): Promise<boolean> {
  const query = transaction('groups')
    .where('company_id', companyId)
    .andWhereRaw('lower(name) = lower(?)', [name]);
  if (exceptGroupId !== undefined) query.andWhereNot('id', exceptGroupId);
  return Boolean(await query.first('id'));
}

/** GET /groups/get-group?page: the company's groups by name. An empty list is an empty page. */
export async function listGroups(
  database: Knex,
  principal: CompanyPrincipal,
  query: PageQuery,
): Promise<Page<GroupSummary>> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const list = groupsOf(transaction, actor.companyId).orderByRaw('lower(g.name), g.id');
    const page = await paginate<GroupRow>(list, query);
    return { ...page, rows: page.rows.map(toGroupSummary) };
  });
}

interface MemberRow {
  name: string;
  email: string;
  licence_state: LicenceState;
  has_finished: boolean;
}

/** What a group licence update would change, counted as `toggleGroupDiagnosis` chooses. */
async function groupLicenceCounts(
  transaction: Knex.Transaction,
  companyId: number,
  groupId: number,
): Promise<GroupLicenceCounts> {
  const finished = storedResults(transaction).whereRaw('r.user_id = gm.user_id').select('r.id');
  const row = await currentMembers(transaction, companyId)
    .where('gm.group_id', groupId)
    .first<{ grant: string; grant_finished: string; withdraw: string }>(
      transaction.raw(
        "count(*) filter (where m.licence_state not in ('yes', 'inProgress')) as grant",
      ),
      transaction.raw(
        "count(*) filter (where m.licence_state not in ('yes', 'inProgress') and exists (?)) as grant_finished",
        [finished],
      ),
      transaction.raw("count(*) filter (where m.licence_state = 'yes') as withdraw"),
    );
  return {
    wouldGrant: Number(row?.grant ?? 0),
    wouldGrantFinished: Number(row?.grant_finished ?? 0),
    wouldWithdraw: Number(row?.withdraw ?? 0),
  };
}

/**
 * GET /groups/get-group/{id}?page: the group, one page of its members, numbered, by name, and
 * what a group licence update would change.
 */
export async function getGroupDetail(
  database: Knex,
  principal: CompanyPrincipal,
  groupId: number,
  query: PageQuery,
): Promise<{ group: GroupSummary; licences: GroupLicenceCounts } & Page<GroupMember>> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const group = await findCompanyGroup(transaction, actor.companyId, groupId);
    const list = currentMembers(transaction, actor.companyId)
      .where('gm.group_id', groupId)
      .select(
        'm.name',
        'm.email',
        'm.licence_state',
        transaction.raw('exists (?) as has_finished', [
          storedResults(transaction)
            .whereRaw('r.user_id = m.user_id and r.company_id = m.company_id')
            .select('r.id'),
        ]),
      )
      .orderByRaw('lower(m.name), m.user_id');
    const page = await paginate<MemberRow>(list, query);
    const first = (page.page - 1) * query.pageSize;
    return {
      group,
      licences: await groupLicenceCounts(transaction, actor.companyId, groupId),
      ...page,
      rows: page.rows.map((row, index) => ({
        number: first + index + 1,
        name: row.name,
        email: row.email,
        licence: row.licence_state,
        hasFinished: row.has_finished,
      })),
    };
  });
}

async function checkedProfileId(
  transaction: Knex.Transaction,
  companyId: number,
  profileId: number | null | undefined,
): Promise<number | null> {
  if (profileId === null || profileId === undefined) return null;
  await findVisibleProfile(transaction, companyId, profileId, groupsProblems.profileNotFound);
  return profileId;
}

/** POST /groups/create-group: 404 profile not found, 409 name in use. */
export async function createGroup(
  database: Knex,
  principal: CompanyPrincipal,
  input: { name: string; profile_id?: number | null },
): Promise<GroupSummary> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const profileId = await checkedProfileId(transaction, actor.companyId, input.profile_id);
    if (await groupNameTaken(transaction, actor.companyId, input.name)) {
      throw problem(groupsProblems.nameInUse);
    }
    try {
      const [row] = await transaction('groups')
        .insert({ company_id: actor.companyId, name: input.name, profile_id: profileId })
        .returning('id');
      await recordCompanyChange(transaction, actor, {
        action: 'group.created',
        target: input.name,
        details: { group_id: Number(row!.id), profile_id: profileId },
      });
      return findCompanyGroup(transaction, actor.companyId, Number(row!.id));
    } catch (error) {
      if (breachesUniqueIndex(error, 'groups_name_per_company')) {
        throw problem(groupsProblems.nameInUse);
      }
      throw error;
    }
  });
}

/** PATCH /groups/update-group: rename and/or (re)assign or clear the profile. 404, 409 in use. */
export async function updateGroup(
  database: Knex,
  principal: CompanyPrincipal,
  change: { group_id: number; name?: string; profile_id?: number | null },
): Promise<GroupSummary> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const current = await lockGroup(transaction, actor, change.group_id);
    const update: { name?: string; profile_id?: number | null } = {};
    if (change.name !== undefined && change.name !== current.name) {
      if (await groupNameTaken(transaction, actor.companyId, change.name, change.group_id)) {
        throw problem(groupsProblems.nameInUse);
      }
      update.name = change.name;
    }
    if (change.profile_id !== undefined) {
      update.profile_id = await checkedProfileId(transaction, actor.companyId, change.profile_id);
    }
    if (Object.keys(update).length > 0) {
      try {
        await transaction('groups').where({ id: change.group_id }).update(update);
      } catch (error) {
        if (breachesUniqueIndex(error, 'groups_name_per_company')) {
          throw problem(groupsProblems.nameInUse);
        }
        throw error;
      }
      await recordCompanyChange(transaction, actor, {
        action: 'group.updated',
        target: update.name ?? current.name,
        details: { group_id: change.group_id, ...update },
      });
    }
    return findCompanyGroup(transaction, actor.companyId, change.group_id);
  });
}

/** DELETE /groups/delete-group (company admins): 404 unless the company's group. */
export async function deleteGroup(
  database: Knex,
  principal: CompanyPrincipal,
  groupId: number,
): Promise<{ group_id: number }> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const group = await lockGroup(transaction, actor, groupId);
    await transaction('groups').where({ id: groupId }).delete();
    await recordCompanyChange(transaction, actor, {
      action: 'group.deleted',
      target: group.name,
      details: { group_id: groupId },
    });
    return { group_id: groupId };
  });
}

/** PATCH /groups/add-member: 404 group or person missing, 400 already in the group. */
export async function addGroupMember(
  database: Knex,
  principal: CompanyPrincipal,
  change: { group_id: number; email: string },
): Promise<{ group_id: number; email: string }> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const group = await lockGroup(transaction, actor, change.group_id);
    const employee = await findCompanyEmployee(transaction, actor.companyId, change.email);
    const inserted = await transaction('group_members')
      .insert({ group_id: change.group_id, user_id: employee.userId })
      .onConflict(['group_id', 'user_id'])
      .ignore()
      .returning('user_id');
    if (inserted.length === 0) throw problem(groupsProblems.alreadyMember);
    await recordCompanyChange(transaction, actor, {
      action: 'group.member_added',
      target: employee.email,
      details: { group_id: change.group_id, group: group.name },
    });
    return { group_id: change.group_id, email: employee.email };
  });
}

interface CandidateRow {
  user_id: number;
  name: string;
  email: string;
  is_member: boolean;
}

/**
 * PATCH /groups/add-members: the people named by e-mail plus every employee holding one of
 * `roles`, all or nothing. An e-mail outside the company or already in the group is rejected
 * with its reason and nothing changes; someone a role brings in who is a member already is
 * skipped, so "add every employee" works on a group that has some. 404 unless the company's group.
 */
export async function addGroupMembers(
  database: Knex,
  principal: CompanyPrincipal,
  change: { group_id: number; emails: string[]; roles: CompanyRole[] },
): Promise<AddGroupMembersAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const group = await lockGroup(transaction, actor, change.group_id);
    const askedEmails = [...new Set(change.emails.map((email) => email.toLowerCase()))];
    const candidates = await transaction
      .from(companyMembers(transaction, actor.companyId).as('m'))
      .where((scope) => {
        scope.whereRaw('lower(m.email) = any(?)', [askedEmails]).orWhereIn('m.role', change.roles);
      })
      .select<CandidateRow[]>(
        'm.user_id',
        'm.name',
        'm.email',
        transaction.raw(
          'exists (select 1 from group_members gm where gm.group_id = ? and gm.user_id = m.user_id) as is_member',
          [change.group_id],
        ),
      )
      .orderByRaw('lower(m.name), m.user_id');
    const byEmail = new Map(candidates.map((row) => [row.email.toLowerCase(), row]));
    const rejected = askedEmails.flatMap((email) => {
      const row = byEmail.get(email);
      const reason: GroupMemberRejection | undefined = !row
        ? 'notEmployee'
        : row.is_member
          ? 'alreadyMember'
          : undefined;
      return reason ? [{ email: row?.email ?? email, reason }] : [];
    });
    if (rejected.length > 0) return { group_id: change.group_id, added: [], rejected };
    const joining = candidates.filter((row) => !row.is_member);
    if (joining.length > 0) {
      await transaction('group_members')
        .insert(joining.map((row) => ({ group_id: change.group_id, user_id: row.user_id })))
        .onConflict(['group_id', 'user_id'])
        .ignore();
    }
    for (const row of joining) {
      await recordCompanyChange(transaction, actor, {
        action: 'group.member_added',
        target: row.email,
        details: { group_id: change.group_id, group: group.name },
      });
    }
    return {
      group_id: change.group_id,
      added: joining.map((row) => ({ name: row.name, email: row.email })),
      rejected: [],
    };
  });
}

/** PATCH /groups/remove-member: 404 group or person missing, 400 not in the group. */
export async function removeGroupMember(
  database: Knex,
  principal: CompanyPrincipal,
  change: { group_id: number; email: string },
): Promise<{ group_id: number; email: string }> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const group = await lockGroup(transaction, actor, change.group_id);
    const employee = await findCompanyEmployee(transaction, actor.companyId, change.email);
    const removed = await transaction('group_members')
      .where({ group_id: change.group_id, user_id: employee.userId })
      .delete();
    if (removed === 0) throw problem(groupsProblems.notMember);
    await recordCompanyChange(transaction, actor, {
      action: 'group.member_removed',
      target: employee.email,
      details: { group_id: change.group_id, group: group.name },
    });
    return { group_id: change.group_id, email: employee.email };
  });
}

/** GET /companies/get-employee-group?email&page: the groups an employee of the company is in. */
export async function listEmployeeGroups(
  database: Knex,
  principal: CompanyPrincipal,
  query: PageQuery & { email: string },
): Promise<Page<GroupSummary>> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const employee = await findCompanyEmployee(transaction, actor.companyId, query.email);
    const list = groupsOf(transaction, actor.companyId)
      .whereExists(
        transaction('group_members as own')
          .whereRaw('own.group_id = g.id')
          .andWhere('own.user_id', employee.userId),
      )
      .orderByRaw('lower(g.name), g.id');
    const page = await paginate<GroupRow>(list, query);
    return { ...page, rows: page.rows.map(toGroupSummary) };
  });
}
