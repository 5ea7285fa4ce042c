import { updateGroupSchema, type GroupAnswer } from '@facet/groups-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { updateGroup } from '../../services/groups';
import { userPrincipal } from '../principal';

/** PATCH /api/groups/update-group {group_id, name, profile_id}: {group}; 400, 404, 409 in use. */
export function updateGroupRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/groups/update-group',
    options: { auth: 'user', validate: { payload: zodValidator(updateGroupSchema) } },
    handler: async (request): Promise<GroupAnswer> => {
      const change = request.payload as z.output<typeof updateGroupSchema>;
      const group = await updateGroup(request.server.app.database, userPrincipal(request), change);
      return { group };
    },
  };
}
