import { platformAdminPasswordResetSchema } from '@facet/admin-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { sendPlatformAdminPasswordReset } from '../../services/platform-admins';
import { adminRoute } from '../admin-route';

/**
 * POST /api/admin/send-password-reset {petroAdmin_id, lang}: e-mails that admin a link to set a
 * new password (the dashboard's "trigger a password reset"); 204; 404 unknown.
 */
export function sendPasswordResetRoute(publicUrl: string): ServerRoute {
  return adminRoute({
    method: 'POST',
    path: '/api/admin/send-password-reset',
    validate: { payload: zodValidator(platformAdminPasswordResetSchema) },
    handler: async (request, h, adminId) => {
      const reset = request.payload as z.output<typeof platformAdminPasswordResetSchema>;
      await sendPlatformAdminPasswordReset(request.server.app.database, adminId, reset, publicUrl);
      return h.response().code(204);
    },
  });
}
