import { defineRoute, userIdOf, userStrategy, problem } from '@facet/platform-http';
import { accessProblems } from '@facet/platform-kernel';
import type { ServerRoute } from '@hapi/hapi';
import { findSessionUser } from '../../services/session-records';
import type { SessionSettings } from '../../session-options';

/** POST /api/auth/verify-user (bearer): 200 with the user record while the account exists. */
export function verifyUserRoute(settings: SessionSettings): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/auth/verify-user',
    options: { auth: userStrategy },
    principal: userIdOf,
    handler: async ({ principal: userId, request }) => {
      const user = await findSessionUser(
        request.server.app.database,
        settings.companyMembershipOf,
        userId,
      );
      if (!user) throw problem(accessProblems.signInAgain);
      return { user };
    },
  });
}
