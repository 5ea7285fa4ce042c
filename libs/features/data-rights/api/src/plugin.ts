import { randomBytes } from 'node:crypto';
import type { Plugin } from '@hapi/hapi';
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
  /** The address people reach the product at, for mailed and export links. */
  publicUrl?: string;
  /** Signs the short-lived export links; unset (tests) means a random one for this process. */
  linkSecret?: string;
}

export interface DataRightsSettings {
  publicUrl: string;
  linkSecret: string;
}

/**
 * Data-rights (Arsulipo) requests: spec/api.md §7 `/arsulipo/*`. Needs the session plugin first
 * for the 'user' and 'admin' strategies.
 */
export const dataRightsPlugin: Plugin<DataRightsPluginOptions | undefined> = {
  name: 'facet-data-rights',
  dependencies: ['facet-session'],
  register(server, options) {
    const settings: DataRightsSettings = {
      publicUrl: options?.publicUrl ?? 'http://localhost:3000',
      linkSecret: options?.linkSecret ?? randomBytes(32).toString('base64url'),
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
  },
};
