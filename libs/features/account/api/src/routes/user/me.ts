import { defineRoute, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { AccountPorts } from '../../account-ports';
import { readAccountProfile } from '../../services/account-profile';

/** GET /api/user/me: the signed-in person's name, e-mail, role, company and licence state. */
export function meRoute(ports: AccountPorts): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/user/me',
    options: { auth: 'user' },
    principal: userIdOf,
    handler: ({ principal: userId, request }) =>
      readAccountProfile(ports, request.server.app.database, userId),
  });
}
