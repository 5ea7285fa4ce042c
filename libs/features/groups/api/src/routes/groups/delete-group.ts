import { companyRoutes } from '@facet/platform-tenancy';
import { deleteGroupSchema } from '@facet/groups-domain';
import type { ServerRoute } from '@hapi/hapi';
import { deleteGroup } from '../../services/groups';

/** DELETE /api/groups/delete-group?role=admin {group_id}: company admins; {group_id}; 404. */
export function deleteGroupRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'DELETE',
    path: '/api/groups/delete-group',
    validate: { payload: deleteGroupSchema },
    actsAs: 'admin',
    platformAdmin: { path: '/api/admin-companies/delete-group', companyIdIn: 'payload' },
    handler: async ({ payload: { group_id }, principal, request }) => {
      return deleteGroup(request.server.app.database, principal, group_id);
    },
  });
}
