import { defineRoute, issueAccessToken, userIdOf, userStrategy } from '@facet/platform-http';
import {
  accountSessionIdParamsSchema,
  type AccountSessionsAnswer,
  type EndSessionsAnswer,
} from '@facet/session-domain';
import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi';
import { readRefreshCookie } from '../../auth/refresh-cookie';
import {
  endAccountSession,
  endOtherAccountSessions,
  listAccountSessions,
} from '../../services/account-sessions';
import { familyOfRefreshToken } from '../../services/refresh-tokens';
import type { SessionSettings } from '../../session-options';

/** The family of the refresh cookie this browser sent: the session that asks. */
function currentFamilyOf(request: Request, settings: SessionSettings) {
  return familyOfRefreshToken(
    request.server.app.database,
    readRefreshCookie(request, settings.refreshCookie),
  );
}

/** The caller's own access token ended with the others: it goes on with a fresh one. */
function answerFreshToken(h: ResponseToolkit, settings: SessionSettings, userId: number) {
  const answer: EndSessionsAnswer = {
    token: issueAccessToken(settings.jwtSecret, { kind: 'user', id: userId }),
  };
  return h.response(answer).header('cache-control', 'no-store');
}

/** GET /api/auth/sessions (bearer): the person's live sessions, this browser's marked. */
export function accountSessionsRoute(settings: SessionSettings): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/auth/sessions',
    options: { auth: userStrategy },
    principal: userIdOf,
    handler: async ({ principal: userId, request, h }) => {
      const answer: AccountSessionsAnswer = {
        sessions: await listAccountSessions(
          request.server.app.database,
          { kind: 'user', id: userId },
          await currentFamilyOf(request, settings),
        ),
      };
      return h.response(answer).header('cache-control', 'no-store');
    },
  });
}

/**
 * POST /api/auth/sessions/{id}/end (bearer): ends one other session as logout would, 200 with a
 * fresh access token; 404 an ended or someone else's session, 409 this browser's own.
 */
export function endAccountSessionRoute(settings: SessionSettings): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/auth/sessions/{id}/end',
    options: { auth: userStrategy },
    validate: { params: accountSessionIdParamsSchema },
    principal: userIdOf,
    handler: async ({ params, principal: userId, request, h }) => {
      await endAccountSession(
        request.server.app.database,
        { kind: 'user', id: userId },
        params.id,
        await currentFamilyOf(request, settings),
      );
      return answerFreshToken(h, settings, userId);
    },
  });
}

/**
 * POST /api/auth/sessions/end-others (bearer and refresh cookie): ends every session but this
 * browser's, 200 with a fresh access token; 409 when the cookie does not say which is this one.
 */
export function endOtherAccountSessionsRoute(settings: SessionSettings): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/auth/sessions/end-others',
    options: { auth: userStrategy },
    principal: userIdOf,
    handler: async ({ principal: userId, request, h }) => {
      await endOtherAccountSessions(
        request.server.app.database,
        { kind: 'user', id: userId },
        await currentFamilyOf(request, settings),
      );
      return answerFreshToken(h, settings, userId);
    },
  });
}
