import type { Plugin } from '@hapi/hapi';

/** What the web app learns of this deployment at run time, so one build serves every one. */
export interface ClientSettings {
  /** The Sentry-compatible DSN errors are reported to, after consent; null when none is set. */
  errorReportingDsn: string | null;
}

/** `GET /api/client-settings`: public, since the settings are needed before anyone signs in. */
export const clientSettingsPlugin: Plugin<{ errorReportingDsn?: string }> = {
  name: 'facet-client-settings',
  register(server, options) {
    const settings: ClientSettings = { errorReportingDsn: options.errorReportingDsn ?? null };
    server.route({
      method: 'GET',
      path: '/api/client-settings',
      options: { auth: false },
      handler: (_request, h) => h.response(settings).header('cache-control', 'no-cache'),
    });
  },
};
