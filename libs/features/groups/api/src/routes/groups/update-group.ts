import { companyRoutes } from '@facet/platform-tenancy';
import { updateGroupSchema, type GroupAnswer } from '@facet/groups-domain';
import type { ServerRoute } from '@hapi/hapi';
import { updateGroup } from '../../services/groups';

/** PATCH /api/groups/update-group {group_id, name, profile_id}: {group}; 400, 404, 409 in use. */
export function updateGroupRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'PATCH',
    path: '/api/groups/update-group',
    validate: { payload: updateGroupSchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/update-group', companyIdIn: 'payload' },
    handler: async ({ payload: change, principal, request }): Promise<GroupAnswer> => {
      const group = await updateGroup(request.server.app.database, principal, change);
      return { group };
    },
  });
}
