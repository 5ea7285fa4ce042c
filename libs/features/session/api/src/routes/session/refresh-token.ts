import { defineRoute, issueAccessToken, problem } from '@facet/platform-http';
import { sessionProblems } from '@facet/session-domain';
import type { RefreshAnswer } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../../auth/refresh-cookie';
import { assertSameOriginRequest } from '../../auth/same-origin';
import { sessionDeviceOf } from '../../auth/session-device';
import { rotateRefreshToken } from '../../services/refresh-tokens';
import { findSessionAdmin, findSessionUser } from '../../services/session-records';
import type { SessionSettings } from '../../session-options';

/**
 * POST /api/refresh-token (cookie) -> accessToken, plus who it is for, so a page load restores
 * the session without any token in local storage. Every call rotates the cookie.
 */
export function refreshTokenRoute(settings: SessionSettings): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/refresh-token',
    options: { auth: false },
    handler: async ({ request, h }) => {
      assertSameOriginRequest(request);
      const presented = readRefreshCookie(request, settings.refreshCookie);
      if (!presented) throw problem(sessionProblems.notSignedIn);
      const database = request.server.app.database;
      let rotation: Awaited<ReturnType<typeof rotateRefreshToken>>;
      try {
        rotation = await rotateRefreshToken(database, presented, sessionDeviceOf(request));
      } catch (error) {
        // A refused cookie is worth nothing: the browser should stop sending it.
        clearRefreshCookie(h, settings.refreshCookie);
        throw error;
      }
      setRefreshCookie(h, settings.refreshCookie, rotation.issued);
      const accessToken = issueAccessToken(settings.jwtSecret, rotation.principal);
      let answer: RefreshAnswer;
      if (rotation.principal.kind === 'user') {
        const user = await findSessionUser(
          database,
          settings.companyMembershipOf,
          rotation.principal.id,
        );
        if (!user) throw problem(sessionProblems.notSignedIn);
        answer = { accessToken, principal: 'user', user };
      } else {
        const admin = await findSessionAdmin(database, rotation.principal.id);
        if (!admin) throw problem(sessionProblems.notSignedIn);
        answer = { accessToken, principal: 'admin', admin };
      }
      return h.response(answer).header('cache-control', 'no-store');
    },
  });
}
