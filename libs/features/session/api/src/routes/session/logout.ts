import type { ServerRoute } from '@hapi/hapi';
import { clearRefreshCookie, readRefreshCookie } from '../../auth/refresh-cookie';
import { assertSameOriginRequest } from '../../auth/same-origin';
import { familyOfRefreshToken, revokeRefreshFamily } from '../../services/refresh-tokens';

/**
 * POST /api/logout (cookie): revokes the sign-in of this browser and clears its cookie. Answers
 * 204 even without a session, so signing out always ends signed out.
 */
export function logoutRoute(): ServerRoute {
  return {
    method: 'POST',
    path: '/api/logout',
    options: { auth: false },
    handler: async (request, h) => {
      assertSameOriginRequest(request);
      const database = request.server.app.database;
      const family = await familyOfRefreshToken(database, readRefreshCookie(request));
      if (family) await revokeRefreshFamily(database, family);
      clearRefreshCookie(request, h);
      return h.response().code(204);
    },
  };
}
