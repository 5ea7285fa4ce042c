import { visitorFormLimitPerAddress, type RateLimit } from '@facet/platform-http';

export interface ContactPluginOptions {
  /** The address people reach the product at, for the admins' notification links. */
  publicUrl?: string;
  /** Contact requests one network address may send. */
  rateLimit?: RateLimit;
}

export interface ContactSettings {
  publicUrl: string;
  rateLimit: RateLimit;
}

export function settingsFrom(options: ContactPluginOptions | undefined): ContactSettings {
  return {
    publicUrl: options?.publicUrl ?? 'http://localhost:3000',
    rateLimit: options?.rateLimit ?? visitorFormLimitPerAddress,
  };
}
