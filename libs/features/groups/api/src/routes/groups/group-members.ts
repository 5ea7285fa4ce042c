import { companyMember } from '@facet/platform-tenancy';
import {
  addGroupMembersSchema,
  groupMemberSchema,
  type AddGroupMembersAnswer,
  type GroupMemberAnswer,
} from '@facet/groups-domain';
import { defineRoute } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { addGroupMember, addGroupMembers, removeGroupMember } from '../../services/groups';

/** PATCH /api/groups/add-member {group_id, email}: 400 already in group, 404 user or group missing. */
export function addMemberRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/groups/add-member',
    options: { auth: 'user' },
    validate: { payload: groupMemberSchema },
    principal: companyMember('manager'),
    handler: async ({ payload: change, principal, request }): Promise<GroupMemberAnswer> => {
      return addGroupMember(request.server.app.database, principal, change);
    },
  });
}

/**
 * PATCH /api/groups/add-members {group_id, emails, roles}: several people at once, all or
 * nothing; {group_id, added, rejected}. 400 invalid list, 404 group missing.
 */
export function addMembersRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/groups/add-members',
    options: { auth: 'user' },
    validate: { payload: addGroupMembersSchema },
    principal: companyMember('manager'),
    handler: async ({ payload: change, principal, request }): Promise<AddGroupMembersAnswer> => {
      return addGroupMembers(request.server.app.database, principal, change);
    },
  });
}

/** PATCH /api/groups/remove-member {group_id, email}: 400 not in group, 404 user or group missing. */
export function removeMemberRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/groups/remove-member',
    options: { auth: 'user' },
    validate: { payload: groupMemberSchema },
    principal: companyMember('manager'),
    handler: async ({ payload: change, principal, request }): Promise<GroupMemberAnswer> => {
      return removeGroupMember(request.server.app.database, principal, change);
    },
  });
}
