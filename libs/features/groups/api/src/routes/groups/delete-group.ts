import { deleteGroupSchema } from '@facet/groups-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { deleteGroup } from '../../services/groups';
import { userPrincipal } from '../principal';

/** DELETE /api/groups/delete-group?role=admin {group_id}: company admins; {group_id}; 404. */
export function deleteGroupRoute(): ServerRoute {
  return {
    method: 'DELETE',
    path: '/api/groups/delete-group',
    options: { auth: 'user', validate: { payload: zodValidator(deleteGroupSchema) } },
    handler: async (request) => {
      const { group_id } = request.payload as z.output<typeof deleteGroupSchema>;
      return deleteGroup(request.server.app.database, userPrincipal(request), group_id);
    },
  };
}
