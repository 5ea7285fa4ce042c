import { defineRoute, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { readAccountProfile } from '../../services/account-profile';

/** GET /api/user/me: the signed-in person's name, e-mail, role, company and licence state. */
export function meRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/user/me',
    options: { auth: 'user' },
    principal: userIdOf,
    handler: ({ principal: userId, request }) =>
      readAccountProfile(request.server.app.database, userId),
  });
}
