import {
  browserApiErrorsIntegration,
  dedupeIntegration,
  globalHandlersIntegration,
  init,
  linkedErrorsIntegration,
  type ErrorEvent,
} from '@sentry/browser';

/**
 * The SDK's set-up, in the chunk error-reporting.ts loads only after consent. Named imports, so
 * the bundle keeps only these parts of the SDK. Uncaught errors and rejections alone: no default
 * integrations (breadcrumbs, sessions, tracing, HTTP context) and no collected user data.
 */
export function initErrorReporting(
  dsn: string,
  beforeSend: (event: ErrorEvent) => ErrorEvent,
): void {
  init({
    dsn,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    defaultIntegrations: false,
    integrations: [
      globalHandlersIntegration(),
      browserApiErrorsIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
    ],
    sendClientReports: false,
    beforeSend,
  });
}
