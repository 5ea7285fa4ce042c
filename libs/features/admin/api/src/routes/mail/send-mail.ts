import { sendMailSchema } from '@facet/admin-domain';
import { adminStrategy, defineRoute, signedInAdminIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { sendBroadcast } from '../../services/broadcast';

/**
 * POST /api/admin/send-mail {emailAll, emailArray, subject, messageEN, messageES, messagePT}:
 * 204 once every message is in the outbox; 400 a missing field or no valid address.
 */
export function sendMailRoute(): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/admin/send-mail',
    options: { auth: adminStrategy },
    validate: { payload: sendMailSchema },
    principal: signedInAdminIdOf,
    handler: async ({ payload: mail, principal: adminId, request, h }) => {
      await sendBroadcast(request.server.app.database, adminId, mail);
      return h.response().code(204);
    },
  });
}
