import { groupMemberSchema, type GroupMemberAnswer } from '@facet/groups-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { addGroupMember, removeGroupMember } from '../../services/groups';
import { userPrincipal } from '../principal';

/** PATCH /api/groups/add-member {group_id, email}: 400 already in group, 404 user or group missing. */
export function addMemberRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/groups/add-member',
    options: { auth: 'user', validate: { payload: zodValidator(groupMemberSchema) } },
    handler: async (request): Promise<GroupMemberAnswer> => {
      const change = request.payload as z.output<typeof groupMemberSchema>;
      return addGroupMember(request.server.app.database, userPrincipal(request), change);
    },
  };
}

/** PATCH /api/groups/remove-member {group_id, email}: 400 not in group, 404 user or group missing. */
export function removeMemberRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/groups/remove-member',
    options: { auth: 'user', validate: { payload: zodValidator(groupMemberSchema) } },
    handler: async (request): Promise<GroupMemberAnswer> => {
      const change = request.payload as z.output<typeof groupMemberSchema>;
      return removeGroupMember(request.server.app.database, userPrincipal(request), change);
    },
  };
}
