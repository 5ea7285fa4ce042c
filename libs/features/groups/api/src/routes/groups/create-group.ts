import { createGroupSchema, type GroupAnswer } from '@facet/groups-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { createGroup } from '../../services/groups';
import { userPrincipal } from '../principal';

/** POST /api/groups/create-group {name, profile_id}: 201 {group}; 400 name, 404 profile, 409. */
export function createGroupRoute(): ServerRoute {
  return {
    method: 'POST',
    path: '/api/groups/create-group',
    options: { auth: 'user', validate: { payload: zodValidator(createGroupSchema) } },
    handler: async (request, h) => {
      const input = request.payload as z.output<typeof createGroupSchema>;
      const group = await createGroup(request.server.app.database, userPrincipal(request), input);
      return h.response({ group } satisfies GroupAnswer).code(201);
    },
  };
}
