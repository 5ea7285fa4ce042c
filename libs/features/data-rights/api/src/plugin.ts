import { randomBytes } from 'node:crypto';
import type { PersonalDataSource } from '@facet/platform-db';
import type { Plugin } from '@hapi/hapi';
import { PdfRenderer } from '@facet/reports-api';
import {
  adminInformRoute,
  portabilityRoute,
  rectificationRoute,
  suppressionRoute,
} from './routes/arsulipo/admin-actions';
import {
  getAdminRequestRoute,
  listAdminRequestsRoute,
  updateAdminRequestRoute,
} from './routes/arsulipo/admin-requests';
import { exportFileRoute } from './routes/arsulipo/export-file';
import { fileRequestRoute } from './routes/arsulipo/file-request';
import {
  getOwnRequestRoute,
  listOwnRequestsRoute,
  ownDocumentRoute,
  writeOwnMessageRoute,
} from './routes/arsulipo/own-requests';

export interface DataRightsPluginOptions {
  /** Every feature's tables in the personal-data registry: what exports and erasure reach. */
  personalData: readonly PersonalDataSource[];
  /** The address people reach the product at, for mailed and export links. */
  publicUrl?: string;
  /** Signs the short-lived export links; unset (tests) means a random one for this process. */
  linkSecret?: string;
  /** Prints the access PDF; a shared one (one warm Chromium per process), else its own. */
  renderer?: PdfRenderer;
  /** @default '/usr/bin/chromium' (or CHROMIUM_PATH), when the plugin starts its own renderer */
  chromiumPath?: string;
}

export interface DataRightsSettings {
  personalData: readonly PersonalDataSource[];
  publicUrl: string;
  linkSecret: string;
  renderer: PdfRenderer;
}

/**
 * Data-rights (Arsulipo) requests: spec/api.md §7 `/arsulipo/*`. Needs the session plugin first
 * for the 'user' and 'admin' strategies.
 */
export const dataRightsPlugin: Plugin<DataRightsPluginOptions> = {
  name: 'facet-data-rights',
  dependencies: ['facet-session'],
  register(server, options) {
    const settings: DataRightsSettings = {
      personalData: options.personalData,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
      linkSecret: options.linkSecret ?? randomBytes(32).toString('base64url'),
      renderer:
        options.renderer ?? new PdfRenderer({ executablePath: options.chromiumPath, poolSize: 1 }),
    };
    server.route([
      fileRequestRoute(settings),
      listOwnRequestsRoute(),
      getOwnRequestRoute(),
      writeOwnMessageRoute(),
      ownDocumentRoute(settings),
      listAdminRequestsRoute(),
      getAdminRequestRoute(),
      updateAdminRequestRoute(settings),
      adminInformRoute(settings),
      portabilityRoute(settings),
      rectificationRoute(settings),
      suppressionRoute(settings),
      exportFileRoute(settings),
    ]);
    // A renderer of its own is the plugin's to close; a shared one belongs to whoever made it.
    if (!options.renderer) server.ext('onPostStop', () => settings.renderer.close());
  },
};
