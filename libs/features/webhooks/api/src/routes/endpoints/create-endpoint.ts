import { companyMember } from '@facet/platform-tenancy';
import type { DataKeyring } from '@facet/platform-security';
import { defineRoute, type AddressPolicy } from '@facet/platform-http';
import { createWebhookEndpointSchema } from '@facet/webhooks-domain';
import type { ServerRoute } from '@hapi/hapi';
import { createEndpoint } from '../../services/webhook-endpoints';

/**
 * POST /api/webhooks/endpoints {url, events, include_scores?, description?} (company admins):
 * 201 {endpoint, secret}, the secret shown this once; 422 when the address is not https or its
 * host is not on the public internet.
 */
export function createEndpointRoute(targets: AddressPolicy, keyring: DataKeyring): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/webhooks/endpoints',
    options: { auth: 'user' },
    validate: { payload: createWebhookEndpointSchema },
    principal: companyMember('admin'),
    handler: async ({ payload, principal, request, h }) => {
      const created = await createEndpoint(
        request.server.app.database,
        principal,
        payload,
        targets,
        keyring,
      );
      return h.response(created).code(201);
    },
  });
}
