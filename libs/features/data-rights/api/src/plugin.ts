import type { Plugin } from '@hapi/hapi';
import { settingsFrom, type DataRightsPluginOptions } from './data-rights-options';
import {
  adminReportRoute,
  portabilityRoute,
  rectificationRoute,
  suppressionRoute,
} from './routes/data-rights-requests/admin-actions';
import {
  getAdminRequestRoute,
  listAdminRequestsRoute,
  updateAdminRequestRoute,
} from './routes/data-rights-requests/admin-requests';
import { exportFileRoute } from './routes/data-rights-requests/export-file';
import { fileRequestRoute } from './routes/data-rights-requests/file-request';
import {
  getOwnRequestRoute,
  listOwnRequestsRoute,
  ownDocumentRoute,
  writeOwnMessageRoute,
} from './routes/data-rights-requests/own-requests';

/**
 * Data-rights (Arsulipo) requests: spec/api.md §7 `/arsulipo/*`. Needs the session plugin first
 * for the 'user' and 'admin' strategies.
 */
export const dataRightsPlugin: Plugin<DataRightsPluginOptions> = {
  name: 'facet-data-rights',
  dependencies: ['facet-session'],
  register(server, options) {
    const settings = settingsFrom(options);
    server.route([
      fileRequestRoute(settings),
      listOwnRequestsRoute(),
      getOwnRequestRoute(),
      writeOwnMessageRoute(),
      ownDocumentRoute(settings),
      listAdminRequestsRoute(),
      getAdminRequestRoute(),
      updateAdminRequestRoute(settings),
      adminReportRoute(settings),
      portabilityRoute(settings),
      rectificationRoute(settings),
      suppressionRoute(settings),
      exportFileRoute(settings),
    ]);
    // A renderer of its own is the plugin's to close; a shared one belongs to whoever made it.
    if (!options.renderer) server.ext('onPostStop', () => settings.renderer.close());
  },
};
