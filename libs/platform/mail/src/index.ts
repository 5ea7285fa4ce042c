export {
  mailKinds,
  mailDataSchemas,
  validateMailMessage,
  type MailKind,
  type MailData,
  type MailMessage,
} from './mail-message';
export { buildLink, resolvePublicUrl } from './links';
export {
  enqueueMail,
  mailBodyRetentionDays,
  mailOutboxTable,
  mailRetentionRules,
  removedLinkText,
  type OutboxMail,
  type MailStatus,
} from './outbox';
export { renderMail } from './templates/render-mail';
export type { RenderedMail } from './templates/mail-layout';
export { defaultRetryPolicy, retryDelay, type RetryPolicy } from './outbox-delivery';
export {
  startMailDelivery,
  mailDeliveryQueue,
  type MailDelivery,
  type MailDeliveryOptions,
  type ScheduledMailJob,
} from './mail-delivery-worker';
export { devMailPlugin, type DevMailOptions } from './dev-mail-plugin';
export { mailPersonalData } from './personal-data';
