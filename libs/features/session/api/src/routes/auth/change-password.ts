import { defineRoute, issueAccessToken, userIdOf, userStrategy } from '@facet/platform-http';
import { changePasswordSchema, type ChangePasswordAnswer } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import { readRefreshCookie } from '../../auth/refresh-cookie';
import { changePassword } from '../../services/change-password';
import { familyOfRefreshToken } from '../../services/refresh-tokens';
import type { SessionSettings } from '../../session-options';

/**
 * PATCH /api/auth/change-password {password, newPassword} (bearer): 200 with a fresh access
 * token, the caller's own having ended with every other; 400 wrong or same.
 */
export function changePasswordRoute(settings: SessionSettings): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/auth/change-password',
    options: { auth: userStrategy },
    validate: { payload: changePasswordSchema },
    principal: userIdOf,
    handler: async ({ payload: change, principal: userId, request, h }) => {
      const database = request.server.app.database;
      const currentFamily = await familyOfRefreshToken(
        database,
        readRefreshCookie(request, settings.refreshCookie),
      );
      await changePassword(database, userId, { ...change, currentFamily });
      const answer: ChangePasswordAnswer = {
        message: 'Your password has been changed.',
        token: issueAccessToken(settings.jwtSecret, { kind: 'user', id: userId }),
      };
      return h.response(answer).header('cache-control', 'no-store');
    },
  });
}
