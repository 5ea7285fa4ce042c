import { adminIdOf, adminStrategy, signInAgainMessage, zodValidator } from '@facet/platform-http';
import { verifyAdminSchema } from '@facet/session-domain';
import Boom from '@hapi/boom';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { findSessionAdmin } from '../../services/session-records';

/**
 * POST /api/admin/verify-admin {email} (bearer admin) -> admin. The token says who is asking;
 * an e-mail that is not theirs is refused rather than looked up.
 */
export function verifyAdminRoute(): ServerRoute {
  return {
    method: 'POST',
    path: '/api/admin/verify-admin',
    options: { auth: adminStrategy, validate: { payload: zodValidator(verifyAdminSchema) } },
    handler: async (request) => {
      const { email } = request.payload as z.output<typeof verifyAdminSchema>;
      const admin = await findSessionAdmin(request.server.app.database, adminIdOf(request));
      if (!admin) throw Boom.unauthorized(signInAgainMessage);
      if (email !== undefined && email !== admin.email.toLowerCase()) {
        throw Boom.forbidden('This session belongs to another administrator.');
      }
      return { admin };
    },
  };
}
