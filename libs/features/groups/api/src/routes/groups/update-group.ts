import { companyMember } from '@facet/platform-tenancy';
import { updateGroupSchema, type GroupAnswer } from '@facet/groups-domain';
import { defineRoute } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { updateGroup } from '../../services/groups';

/** PATCH /api/groups/update-group {group_id, name, profile_id}: {group}; 400, 404, 409 in use. */
export function updateGroupRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/groups/update-group',
    options: { auth: 'user' },
    validate: { payload: updateGroupSchema },
    principal: companyMember('manager'),
    handler: async ({ payload: change, principal, request }): Promise<GroupAnswer> => {
      const group = await updateGroup(request.server.app.database, principal, change);
      return { group };
    },
  });
}
