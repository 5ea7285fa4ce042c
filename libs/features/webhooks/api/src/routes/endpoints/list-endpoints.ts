import { companyMember } from '@facet/platform-tenancy';
import type { DataKeyring } from '@facet/platform-security';
import { defineRoute } from '@facet/platform-http';
import type { WebhookEndpointsAnswer } from '@facet/webhooks-domain';
import type { ServerRoute } from '@hapi/hapi';
import { listEndpoints } from '../../services/webhook-endpoints';

/** GET /api/webhooks/endpoints (company admins): the company's endpoints, secrets hinted only. */
export function listEndpointsRoute(keyring: DataKeyring): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/webhooks/endpoints',
    options: { auth: 'user' },
    principal: companyMember('admin'),
    handler: async ({ principal, request }): Promise<WebhookEndpointsAnswer> => ({
      endpoints: await listEndpoints(request.server.app.database, principal, keyring),
    }),
  });
}
