import { companyMember } from '@facet/platform-tenancy';
import type { DataKeyring } from '@facet/platform-security';
import { defineRoute } from '@facet/platform-http';
import {
  updateWebhookEndpointSchema,
  webhookEndpointParamsSchema,
  type WebhookEndpointAnswer,
} from '@facet/webhooks-domain';
import type { ServerRoute } from '@hapi/hapi';
import { updateEndpoint } from '../../services/webhook-endpoints';

/** PATCH /api/webhooks/endpoints/{id} {events?, active?, include_scores?, description?}. */
export function updateEndpointRoute(keyring: DataKeyring): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/webhooks/endpoints/{id}',
    options: { auth: 'user' },
    validate: { params: webhookEndpointParamsSchema, payload: updateWebhookEndpointSchema },
    principal: companyMember('admin'),
    handler: async ({ params, payload, principal, request }): Promise<WebhookEndpointAnswer> => ({
      endpoint: await updateEndpoint(
        request.server.app.database,
        principal,
        params.id,
        payload,
        keyring,
      ),
    }),
  });
}
