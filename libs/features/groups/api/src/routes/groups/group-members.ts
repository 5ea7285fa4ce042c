import { companyRoutes } from '@facet/platform-tenancy';
import {
  addGroupMembersSchema,
  groupMemberSchema,
  type AddGroupMembersAnswer,
  type GroupMemberAnswer,
} from '@facet/groups-domain';
import type { ServerRoute } from '@hapi/hapi';
import { addGroupMember, addGroupMembers, removeGroupMember } from '../../services/groups';

/** PATCH /api/groups/add-member {group_id, email}: 400 already in group, 404 user or group missing. */
export function addMemberRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'PATCH',
    path: '/api/groups/add-member',
    validate: { payload: groupMemberSchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/add-member', companyIdIn: 'payload' },
    handler: async ({ payload: change, principal, request }): Promise<GroupMemberAnswer> => {
      return addGroupMember(request.server.app.database, principal, change);
    },
  });
}

/**
 * PATCH /api/groups/add-members {group_id, emails, roles}: several people at once, all or
 * nothing; {group_id, added, rejected}. 400 invalid list, 404 group missing.
 */
export function addMembersRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'PATCH',
    path: '/api/groups/add-members',
    validate: { payload: addGroupMembersSchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/add-members', companyIdIn: 'payload' },
    handler: async ({ payload: change, principal, request }): Promise<AddGroupMembersAnswer> => {
      return addGroupMembers(request.server.app.database, principal, change);
    },
  });
}

/** PATCH /api/groups/remove-member {group_id, email}: 400 not in group, 404 user or group missing. */
export function removeMemberRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'PATCH',
    path: '/api/groups/remove-member',
    validate: { payload: groupMemberSchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/remove-member', companyIdIn: 'payload' },
    handler: async ({ payload: change, principal, request }): Promise<GroupMemberAnswer> => {
      return removeGroupMember(request.server.app.database, principal, change);
    },
  });
}
