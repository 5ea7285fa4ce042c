import { companyMember } from '@facet/platform-tenancy';
import { defineRoute } from '@facet/platform-http';
import { webhookEndpointParamsSchema } from '@facet/webhooks-domain';
import type { ServerRoute } from '@hapi/hapi';
import { deleteEndpoint } from '../../services/webhook-endpoints';

/** DELETE /api/webhooks/endpoints/{id}: 204; its deliveries go with it, sent or not. */
export function deleteEndpointRoute(): ServerRoute {
  return defineRoute({
    method: 'DELETE',
    path: '/api/webhooks/endpoints/{id}',
    options: { auth: 'user' },
    validate: { params: webhookEndpointParamsSchema },
    principal: companyMember('admin'),
    handler: async ({ params, principal, request, h }) => {
      await deleteEndpoint(request.server.app.database, principal, params.id);
      return h.response().code(204);
    },
  });
}
