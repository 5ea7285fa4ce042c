import { zodValidator } from '@facet/platform-http';
import { changePasswordSchema } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { userIdOf, userStrategy } from '../../auth/principal';
import { readRefreshCookie } from '../../auth/refresh-cookie';
import { changePassword } from '../../services/change-password';
import { familyOfRefreshToken } from '../../services/refresh-tokens';

/** PATCH /api/auth/change-password {password, newPassword} (bearer): 200, 400 wrong or same. */
export function changePasswordRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/auth/change-password',
    options: { auth: userStrategy, validate: { payload: zodValidator(changePasswordSchema) } },
    handler: async (request) => {
      const change = request.payload as z.output<typeof changePasswordSchema>;
      const database = request.server.app.database;
      const currentFamily = await familyOfRefreshToken(database, readRefreshCookie(request));
      await changePassword(database, userIdOf(request), { ...change, currentFamily });
      return { message: 'Your password has been changed.' };
    },
  };
}
