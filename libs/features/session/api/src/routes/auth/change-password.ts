import { issueAccessToken, userIdOf, userStrategy, zodValidator } from '@facet/platform-http';
import { changePasswordSchema, type ChangePasswordAnswer } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { readRefreshCookie } from '../../auth/refresh-cookie';
import { changePassword } from '../../services/change-password';
import { familyOfRefreshToken } from '../../services/refresh-tokens';
import type { SessionSettings } from '../../session-options';

/**
 * PATCH /api/auth/change-password {password, newPassword} (bearer): 200 with a fresh access
 * token, the caller's own having ended with every other; 400 wrong or same.
 */
export function changePasswordRoute(settings: SessionSettings): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/auth/change-password',
    options: { auth: userStrategy, validate: { payload: zodValidator(changePasswordSchema) } },
    handler: async (request, h) => {
      const change = request.payload as z.output<typeof changePasswordSchema>;
      const database = request.server.app.database;
      const userId = userIdOf(request);
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
  };
}
