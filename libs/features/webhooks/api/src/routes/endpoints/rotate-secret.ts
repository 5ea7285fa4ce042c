import { companyMember } from '@facet/platform-tenancy';
import type { DataKeyring } from '@facet/platform-security';
import { defineRoute } from '@facet/platform-http';
import { webhookEndpointParamsSchema, type WebhookSecretAnswer } from '@facet/webhooks-domain';
import type { ServerRoute } from '@hapi/hapi';
import { rotateSecret } from '../../services/webhook-endpoints';

/**
 * POST /api/webhooks/endpoints/{id}/rotate-secret: {secret, previous_secret_expires_at}; the
 * old secret keeps signing alongside the new one until then.
 */
export function rotateSecretRoute(keyring: DataKeyring): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/webhooks/endpoints/{id}/rotate-secret',
    options: { auth: 'user' },
    validate: { params: webhookEndpointParamsSchema },
    principal: companyMember('admin'),
    handler: ({ params, principal, request }): Promise<WebhookSecretAnswer> =>
      rotateSecret(request.server.app.database, principal, params.id, keyring),
  });
}
