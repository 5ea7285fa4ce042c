import { companyMember } from '@facet/platform-tenancy';
import { deleteGroupSchema } from '@facet/groups-domain';
import { defineRoute } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { deleteGroup } from '../../services/groups';

/** DELETE /api/groups/delete-group?role=admin {group_id}: company admins; {group_id}; 404. */
export function deleteGroupRoute(): ServerRoute {
  return defineRoute({
    method: 'DELETE',
    path: '/api/groups/delete-group',
    options: { auth: 'user' },
    validate: { payload: deleteGroupSchema },
    principal: companyMember('admin'),
    handler: async ({ payload: { group_id }, principal, request }) => {
      return deleteGroup(request.server.app.database, principal, group_id);
    },
  });
}
