import type { HiringListAnswer } from '@facet/hiring-domain';
import { defineRoute, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { listHiringItems } from '../../services/hiring-items';

/** GET /api/hiring/get-hiring: {items} of the signed-in user; 401 without a session. */
export function getHiringRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/hiring/get-hiring',
    options: { auth: 'user' },
    principal: userIdOf,
    handler: ({ principal }): HiringListAnswer => ({
      items: listHiringItems(principal),
    }),
  });
}
