export { webhooksPlugin, type WebhooksPluginOptions } from './plugin';
export { webhooksPersonalData } from './services/personal-data';
export {
  createWebhookDeliverer,
  defaultRetryDelaysMilliseconds,
  dispatchIntegrationEvents,
  retryDelayAfter,
  webhookDeliveryJob,
  type WebhookDeliverer,
  type WebhookPayload,
} from './services/webhook-deliveries';
export {
  openSigningSecret,
  sealSigningSecret,
  sealStoredSigningSecrets,
} from './services/webhook-secrets-at-rest';
export type { WebhooksPorts } from './webhooks-ports';
