import { companyRoutes } from '@facet/platform-tenancy';
import { createGroupSchema, type GroupAnswer } from '@facet/groups-domain';
import type { ServerRoute } from '@hapi/hapi';
import { createGroup } from '../../services/groups';

/** POST /api/groups/create-group {name, profile_id}: 201 {group}; 400 name, 404 profile, 409. */
export function createGroupRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'POST',
    path: '/api/groups/create-group',
    validate: { payload: createGroupSchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/create-group', companyIdIn: 'payload' },
    handler: async ({ payload: input, principal, request, h }) => {
      const group = await createGroup(request.server.app.database, principal, input);
      return h.response({ group } satisfies GroupAnswer).code(201);
    },
  });
}
