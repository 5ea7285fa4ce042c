import { defineRoute } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { clearRefreshCookie, readRefreshCookie } from '../../auth/refresh-cookie';
import { assertSameOriginRequest } from '../../auth/same-origin';
import { endSignIn } from '../../services/refresh-tokens';
import type { SessionSettings } from '../../session-options';

/**
 * POST /api/logout (cookie): revokes the sign-in of this browser, the access tokens issued to its
 * principal so far, and clears its cookie. Answers 204 even without a session, so signing out
 * always ends signed out.
 */
export function logoutRoute(settings: SessionSettings): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/logout',
    options: { auth: false },
    handler: async ({ request, h }) => {
      assertSameOriginRequest(request);
      await endSignIn(
        request.server.app.database,
        readRefreshCookie(request, settings.refreshCookie),
      );
      clearRefreshCookie(h, settings.refreshCookie);
      return h.response().code(204);
    },
  });
}
