import { adminIdOf, adminStrategy, defineRoute } from '@facet/platform-http';
import { registerUserSchema } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import { createUserAccount } from '../../services/registration';
import { findSessionUser } from '../../services/session-records';
import type { SessionSettings } from '../../session-options';

/** POST /api/auth/register {name, email, password, lang} (bearer admin): 201 user, 409 e-mail in use. */
export function registerUserRoute(settings: SessionSettings): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/auth/register',
    options: { auth: adminStrategy },
    validate: { payload: registerUserSchema },
    principal: adminIdOf,
    handler: async ({ payload: account, principal: adminId, request, h }) => {
      const database = request.server.app.database;
      const { userId } = await createUserAccount(database, adminId, account);
      const user = await findSessionUser(database, settings.companyMembershipOf, userId);
      return h.response({ user }).code(201);
    },
  });
}
