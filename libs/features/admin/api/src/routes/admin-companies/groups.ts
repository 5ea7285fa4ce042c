import { companyIdBodySchema, companyIdQuerySchema } from '@facet/admin-domain';
import {
  addGroupMember,
  addGroupMembers,
  createGroup,
  deleteGroup,
  getGroupDetail,
  groupMessages,
  listGroups,
  removeGroupMember,
  toggleGroupDiagnosis,
  updateGroup,
} from '@facet/groups-api';
import {
  createGroupSchema,
  deleteGroupSchema,
  groupMemberSchema,
  groupMembersFieldsSchema,
  namesSomeoneToAdd,
  toggleGroupDiagnosisSchema,
  updateGroupSchema,
  type AddGroupMembersAnswer,
  type GroupAnswer,
  type GroupDetailAnswer,
  type GroupListAnswer,
  type GroupMemberAnswer,
  type ToggleGroupDiagnosisAnswer,
} from '@facet/groups-domain';
import { adminStrategy, defineRoute, pageAnswer, pageQuerySchema } from '@facet/platform-http';
import { bodyIdSchema, urlIdSchema } from '@facet/platform-kernel';
import Boom from '@hapi/boom';
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import { z } from 'zod';
import { signedInAdmin } from '../signed-in-admin';
import { adminPrincipal } from './admin-principal';
import { defineAdminCompanyRoute } from './define-admin-company-route';

const listQuerySchema = pageQuerySchema.extend(companyIdQuerySchema.shape);

/** GET /api/admin-companies/get-group?company_id&page: {groups, page, totalPages, total}. */
export function adminGetGroupsRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/get-group',
    companyIdIn: 'query',
    validate: { query: listQuerySchema },
    handler: async ({ query, principal, database }): Promise<GroupListAnswer> => {
      const page = await listGroups(database, principal, query);
      return pageAnswer('groups', page);
    },
  });
}

const groupParamsSchema = z.object({ group_id: urlIdSchema });

/**
 * GET /api/admin-companies/get-group/{group_id}?company_id&page: {group, members, page,
 * totalPages, total}; 404 no such company or not its group.
 */
export function adminGetGroupRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/get-group/{group_id}',
    companyIdIn: 'query',
    validate: { params: groupParamsSchema, query: listQuerySchema },
    handler: async ({
      query,
      params: { group_id },
      principal,
      database,
    }): Promise<GroupDetailAnswer> => {
      const detail = await getGroupDetail(database, principal, group_id, query);
      return {
        group: detail.group,
        licences: detail.licences,
        ...pageAnswer('members', detail),
      };
    },
  });
}

const createPayloadSchema = createGroupSchema.extend(companyIdBodySchema.shape);

/** POST /api/admin-companies/create-group {name, profile_id, company_id}: 201 {group}; 400, 404, 409. */
export function adminCreateGroupRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'POST',
    path: '/api/admin-companies/create-group',
    companyIdIn: 'payload',
    validate: { payload: createPayloadSchema },
    handler: async ({ payload: input, principal, database, h }) => {
      const group = await createGroup(database, principal, input);
      return h.response({ group } satisfies GroupAnswer).code(201);
    },
  });
}

const updatePayloadSchema = updateGroupSchema.extend(companyIdBodySchema.shape);

/** PATCH /api/admin-companies/update-group {company_id, group_id, name, profile_id}: {group}. */
export function adminUpdateGroupRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'PATCH',
    path: '/api/admin-companies/update-group',
    companyIdIn: 'payload',
    validate: { payload: updatePayloadSchema },
    handler: async ({ payload: change, principal, database }): Promise<GroupAnswer> => {
      const group = await updateGroup(database, principal, change);
      return { group };
    },
  });
}

const deletePayloadSchema = deleteGroupSchema.extend(companyIdBodySchema.shape);

/** DELETE /api/admin-companies/delete-group {group_id, company_id}: {group_id}; 404. */
export function adminDeleteGroupRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'DELETE',
    path: '/api/admin-companies/delete-group',
    companyIdIn: 'payload',
    validate: { payload: deletePayloadSchema },
    handler: async ({ payload: { group_id }, principal, database }) => {
      return deleteGroup(database, principal, group_id);
    },
  });
}

const memberPayloadSchema = groupMemberSchema.extend(companyIdBodySchema.shape);

/** PATCH /api/admin-companies/add-member {group_id, company_id, email}: 400 already in, 404. */
export function adminAddGroupMemberRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'PATCH',
    path: '/api/admin-companies/add-member',
    companyIdIn: 'payload',
    validate: { payload: memberPayloadSchema },
    handler: async ({ payload: change, principal, database }): Promise<GroupMemberAnswer> => {
      return addGroupMember(database, principal, change);
    },
  });
}

const membersPayloadSchema = groupMembersFieldsSchema
  .extend(companyIdBodySchema.shape)
  .refine(namesSomeoneToAdd.check, namesSomeoneToAdd.error);

/**
 * PATCH /api/admin-companies/add-members {group_id, company_id, emails, roles}: as
 * /groups/add-members, all or nothing; 400 invalid list, 404 no such company or group.
 */
export function adminAddGroupMembersRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'PATCH',
    path: '/api/admin-companies/add-members',
    companyIdIn: 'payload',
    validate: { payload: membersPayloadSchema },
    handler: async ({ payload: change, principal, database }): Promise<AddGroupMembersAnswer> => {
      return addGroupMembers(database, principal, change);
    },
  });
}

/** PATCH /api/admin-companies/remove-member {group_id, company_id, email}: 400 not in, 404. */
export function adminRemoveGroupMemberRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'PATCH',
    path: '/api/admin-companies/remove-member',
    companyIdIn: 'payload',
    validate: { payload: memberPayloadSchema },
    handler: async ({ payload: change, principal, database }): Promise<GroupMemberAnswer> => {
      return removeGroupMember(database, principal, change);
    },
  });
}

/** The company a group belongs to; 404 when there is no such group. */
async function companyOfGroup(database: Knex, groupId: number): Promise<number> {
  const group = await database('groups')
    .where({ id: groupId })
    .first<{ company_id: number }>('company_id');
  if (!group) throw Boom.notFound(groupMessages.notFound);
  return Number(group.company_id);
}

const togglePayloadSchema = toggleGroupDiagnosisSchema.extend({
  company_id: bodyIdSchema.optional(),
});

/**
 * PATCH /api/admin-companies/toggle-group-diagnosis {group_id, newLicenseState}: {updated,
 * total}; the company is the group's (a `company_id` sent must be it, else 404); 402, 404.
 */
export function adminToggleGroupDiagnosisRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/admin-companies/toggle-group-diagnosis',
    options: { auth: adminStrategy },
    validate: { payload: togglePayloadSchema },
    principal: signedInAdmin,
    handler: async ({
      payload: { company_id, ...change },
      principal: adminId,
      request,
    }): Promise<ToggleGroupDiagnosisAnswer> => {
      const database = request.server.app.database;
      const companyId = company_id ?? (await companyOfGroup(database, change.group_id));
      return toggleGroupDiagnosis(database, adminPrincipal(adminId, companyId), change);
    },
  });
}
