import { companyMember } from '@facet/platform-tenancy';
import { defineRoute } from '@facet/platform-http';
import {
  webhookDeliveriesQuerySchema,
  webhookEndpointParamsSchema,
  type WebhookDeliveriesAnswer,
} from '@facet/webhooks-domain';
import type { ServerRoute } from '@hapi/hapi';
import { listDeliveries } from '../../services/webhook-delivery-log';

/** GET /api/webhooks/endpoints/{id}/deliveries?page: the endpoint's deliveries, newest first. */
export function listDeliveriesRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/webhooks/endpoints/{id}/deliveries',
    options: { auth: 'user' },
    validate: { params: webhookEndpointParamsSchema, query: webhookDeliveriesQuerySchema },
    principal: companyMember('admin'),
    handler: ({ params, query, principal, request }): Promise<WebhookDeliveriesAnswer> =>
      listDeliveries(request.server.app.database, principal, params.id, query.page),
  });
}
