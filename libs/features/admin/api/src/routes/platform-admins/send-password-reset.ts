import { platformAdminPasswordResetSchema } from '@facet/admin-domain';
import { adminStrategy, defineRoute, signedInAdminIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { sendPlatformAdminPasswordReset } from '../../services/platform-admins';

/**
 * POST /api/admin/send-password-reset {petroAdmin_id, lang}: e-mails that admin a link to set a
 * new password (the dashboard's "trigger a password reset"); 204; 404 unknown.
 */
export function sendPasswordResetRoute(publicUrl: string): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/admin/send-password-reset',
    options: { auth: adminStrategy },
    validate: { payload: platformAdminPasswordResetSchema },
    principal: signedInAdminIdOf,
    handler: async ({ payload: reset, principal: adminId, request, h }) => {
      await sendPlatformAdminPasswordReset(request.server.app.database, adminId, reset, publicUrl);
      return h.response().code(204);
    },
  });
}
