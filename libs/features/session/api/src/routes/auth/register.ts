import { adminIdOf, adminStrategy, zodValidator } from '@facet/platform-http';
import { registerUserSchema } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { createUserAccount } from '../../services/registration';
import { findSessionUser } from '../../services/session-records';

/** POST /api/auth/register {name, email, password, lang} (bearer admin): 201 user, 409 e-mail in use. */
export function registerUserRoute(): ServerRoute {
  return {
    method: 'POST',
    path: '/api/auth/register',
    options: { auth: adminStrategy, validate: { payload: zodValidator(registerUserSchema) } },
    handler: async (request, h) => {
      const account = request.payload as z.output<typeof registerUserSchema>;
      const database = request.server.app.database;
      const { userId } = await createUserAccount(database, adminIdOf(request), account);
      return h.response({ user: await findSessionUser(database, userId) }).code(201);
    },
  };
}
