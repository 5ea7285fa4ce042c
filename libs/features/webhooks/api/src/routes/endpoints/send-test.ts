import { companyMember } from '@facet/platform-tenancy';
import { defineRoute } from '@facet/platform-http';
import { webhookEndpointParamsSchema, type WebhookTestAnswer } from '@facet/webhooks-domain';
import type { ServerRoute } from '@hapi/hapi';
import { sendTestEvent } from '../../services/webhook-delivery-log';

/** POST /api/webhooks/endpoints/{id}/test: 202 with the queued `ping` delivery; 409 disabled. */
export function sendTestRoute(): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/webhooks/endpoints/{id}/test',
    options: { auth: 'user' },
    validate: { params: webhookEndpointParamsSchema },
    principal: companyMember('admin'),
    handler: async ({ params, principal, request, h }) => {
      const answer: WebhookTestAnswer = {
        delivery: await sendTestEvent(request.server.app.database, principal, params.id),
      };
      return h.response(answer).code(202);
    },
  });
}
