import { visitorFormLimitPerAddress, type RateLimit } from '@facet/platform-http';
import type { Language } from '@facet/platform-kernel';
import type { Knex } from 'knex';

/**
 * What contact needs of the session feature, which owns the platform administrators, passed in
 * the plugin's options by the app (D84): this feature does not import it.
 */
export interface ContactPorts {
  /** The platform administrators who asked to hear of every new request. */
  notifiedPlatformAdmins: (
    transaction: Knex.Transaction,
  ) => Promise<{ email: string; lang: Language }[]>;
}

export interface ContactPluginOptions extends ContactPorts {
  /** The address people reach the product at, for the admins' notification links. */
  publicUrl?: string;
  /** Contact requests one network address may send. */
  rateLimit?: RateLimit;
}

export interface ContactSettings extends ContactPorts {
  publicUrl: string;
  rateLimit: RateLimit;
}

export function settingsFrom(options: ContactPluginOptions): ContactSettings {
  return {
    notifiedPlatformAdmins: options.notifiedPlatformAdmins,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    rateLimit: options.rateLimit ?? visitorFormLimitPerAddress,
  };
}
