import { systemResolver, type AddressPolicy } from '@facet/platform-http';
import type { DataKeyring } from '@facet/platform-security';
import type { Plugin } from '@hapi/hapi';
import { createEndpointRoute } from './routes/endpoints/create-endpoint';
import { deleteEndpointRoute } from './routes/endpoints/delete-endpoint';
import { listDeliveriesRoute } from './routes/endpoints/list-deliveries';
import { listEndpointsRoute } from './routes/endpoints/list-endpoints';
import { rotateSecretRoute } from './routes/endpoints/rotate-secret';
import { sendTestRoute } from './routes/endpoints/send-test';
import { updateEndpointRoute } from './routes/endpoints/update-endpoint';

export interface WebhooksPluginOptions {
  /** WEBHOOKS_ALLOW_PRIVATE_TARGETS: http:// and private addresses, development and tests only. */
  allowPrivateTargets: boolean;
  /** How endpoint hosts are resolved; the system's DNS unless a test plays DNS. */
  resolveHost?: AddressPolicy['resolve'];
  /** Seals signing secrets at rest (DATA_ENCRYPTION_KEY; security review N7). */
  keyring: DataKeyring;
}

/**
 * The company admin's webhook endpoints (D42). Needs the session plugin first (the 'user'
 * strategy). Sending is not here: `webhookDeliveryJob` runs in the mail worker.
 */
export const webhooksPlugin: Plugin<WebhooksPluginOptions> = {
  name: 'facet-webhooks',
  dependencies: ['facet-session'],
  register(server, options) {
    const targets: AddressPolicy = {
      allowPrivate: options.allowPrivateTargets,
      resolve: options.resolveHost ?? systemResolver,
    };
    server.route([
      listEndpointsRoute(options.keyring),
      createEndpointRoute(targets, options.keyring),
      updateEndpointRoute(options.keyring),
      deleteEndpointRoute(),
      rotateSecretRoute(options.keyring),
      listDeliveriesRoute(),
      sendTestRoute(),
    ]);
  },
};
