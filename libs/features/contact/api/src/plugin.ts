import type { Plugin } from '@hapi/hapi';
import { searchContactFormsRoute } from './routes/admin/search-contact-forms';
import { createContactRoute } from './routes/contact/create';
import { getContactRoute, listContactsRoute } from './routes/contact/get';
import { updateContactRoute } from './routes/contact/update';
import type { AddressRateLimit } from './services/address-rate-limit';

export interface ContactPluginOptions {
  /** The address people reach the product at, for the admins' notification links. */
  publicUrl?: string;
  /** Contact requests one network address may send. */
  rateLimit?: AddressRateLimit;
}

export interface ContactSettings {
  publicUrl: string;
  rateLimit: AddressRateLimit;
}

/** A person asking for a demo sends one or two; ten an hour stops a script filling the inbox. */
export const defaultContactRateLimit: AddressRateLimit = { attempts: 10, windowSeconds: 60 * 60 };

/** Contact requests: spec/api.md §7 `/contact/*` and the back office's search of them. */
export const contactPlugin: Plugin<ContactPluginOptions | undefined> = {
  name: 'facet-contact',
  dependencies: ['facet-session'],
  register(server, options) {
    const settings: ContactSettings = {
      publicUrl: options?.publicUrl ?? 'http://localhost:3000',
      rateLimit: options?.rateLimit ?? defaultContactRateLimit,
    };
    server.route([
      createContactRoute(settings),
      listContactsRoute(),
      getContactRoute(),
      updateContactRoute(),
      searchContactFormsRoute(),
    ]);
  },
};
