import { userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { readAccountProfile } from '../../services/account-profile';

/** GET /api/user/me: the signed-in person's name, e-mail, role, company and licence state. */
export function meRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/user/me',
    options: { auth: 'user' },
    handler: (request) => readAccountProfile(request.server.app.database, userIdOf(request)),
  };
}
