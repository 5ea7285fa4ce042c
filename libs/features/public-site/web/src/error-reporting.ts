import type { ErrorEvent } from '@sentry/browser';
import { hasAnalyticsConsent } from './cookie-consent';

/** The deployment's settings the API gives the web app (`GET /api/client-settings`). */
interface ClientSettings {
  errorReportingDsn: string | null;
}

const emailAddress = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+/g;

/**
 * An address's path with what could name or identify a person put out: numeric ids, tokens
 * (invitation, password and document links carry one) and e-mail addresses. The query string
 * and fragment are dropped.
 */
export function withoutIdentifiers(url: string): string {
  const { origin, pathname } = new URL(url, 'http://facet.invalid');
  const path = pathname
    .split('/')
    .map((segment) => {
      const decoded = decodeURIComponent(segment);
      if (decoded.includes('@')) return ':email';
      if (/^\d+$/.test(decoded)) return ':id';
      if (/^[\w.~-]{16,}$/.test(decoded) && /\d/.test(decoded)) return ':token';
      return segment;
    })
    .join('/');
  return origin === 'http://facet.invalid' ? path : `${origin}${path}`;
}

/**
 * What leaves the browser of an error: its type, message and stack, with no user, no request
 * headers or cookies, e-mail addresses taken out of the messages, and addresses without ids,
 * tokens or query strings. Sentry's `beforeSend`.
 */
export function withoutPersonalData(event: ErrorEvent): ErrorEvent {
  const scrubbed: ErrorEvent = { ...event };
  delete scrubbed.user;
  delete scrubbed.breadcrumbs;
  delete scrubbed.extra;
  if (scrubbed.request) {
    scrubbed.request = scrubbed.request.url
      ? { url: withoutIdentifiers(scrubbed.request.url) }
      : {};
  }
  if (scrubbed.message) scrubbed.message = scrubbed.message.replace(emailAddress, '[e-mail]');
  if (scrubbed.exception?.values) {
    scrubbed.exception = {
      ...scrubbed.exception,
      values: scrubbed.exception.values.map((value) => ({
        ...value,
        value: value.value?.replace(emailAddress, '[e-mail]'),
        stacktrace: value.stacktrace && {
          ...value.stacktrace,
          frames: value.stacktrace.frames?.map((frame) => ({
            ...frame,
            filename: frame.filename && withoutIdentifiers(frame.filename),
          })),
        },
      })),
    };
  }
  return scrubbed;
}

let started: Promise<boolean> | undefined;

/**
 * Starts error reporting once, and only when the visitor accepted analytics (the same check as
 * analytics, `hasAnalyticsConsent`) and the deployment names a DSN. The SDK is its own chunk
 * (error-reporting-sdk.ts), loaded only then. Resolves whether reporting runs.
 */
export function startErrorReporting(): Promise<boolean> {
  if (!hasAnalyticsConsent()) return Promise.resolve(false);
  started ??= (async () => {
    const response = await fetch('/api/client-settings');
    if (!response.ok) return false;
    const { errorReportingDsn } = (await response.json()) as ClientSettings;
    if (!errorReportingDsn) return false;
    const { initErrorReporting } = await import('./error-reporting-sdk');
    initErrorReporting(errorReportingDsn, withoutPersonalData);
    return true;
  })().catch(() => false);
  return started;
}
