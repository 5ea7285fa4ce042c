import { randomBytes } from 'node:crypto';
import type { PersonalDataSource } from '@facet/platform-db';
import { PdfRenderer } from '@facet/reports-api';
import type { DataRightsPorts } from './data-rights-ports';

export interface DataRightsPluginOptions extends DataRightsPorts {
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
  ports: DataRightsPorts;
  personalData: readonly PersonalDataSource[];
  publicUrl: string;
  linkSecret: string;
  renderer: PdfRenderer;
}

export function settingsFrom(options: DataRightsPluginOptions): DataRightsSettings {
  return {
    ports: {
      membershipWithCompany: options.membershipWithCompany,
      rectifyUser: options.rectifyUser,
      rectifyCompany: options.rectifyCompany,
      notifiedPlatformAdmins: options.notifiedPlatformAdmins,
    },
    personalData: options.personalData,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    linkSecret: options.linkSecret ?? randomBytes(32).toString('base64url'),
    renderer:
      options.renderer ?? new PdfRenderer({ executablePath: options.chromiumPath, poolSize: 1 }),
  };
}
