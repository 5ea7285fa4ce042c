import { sendMailSchema } from '@facet/admin-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { sendBroadcast } from '../../services/broadcast';
import { adminRoute } from '../admin-route';

/**
 * POST /api/admin/send-mail {emailAll, emailArray, subject, messageEN, messageES, messagePT}:
 * 204 once every message is in the outbox; 400 a missing field or no valid address.
 */
export function sendMailRoute(): ServerRoute {
  return adminRoute({
    method: 'POST',
    path: '/api/admin/send-mail',
    validate: { payload: zodValidator(sendMailSchema) },
    handler: async (request, h, adminId) => {
      const mail = request.payload as z.output<typeof sendMailSchema>;
      await sendBroadcast(request.server.app.database, adminId, mail);
      return h.response().code(204);
    },
  });
}
