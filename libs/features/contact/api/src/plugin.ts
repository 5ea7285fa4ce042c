import { visitorFormLimitPerAddress, type RateLimit } from '@facet/platform-http';
import type { Plugin } from '@hapi/hapi';
import { searchContactFormsRoute } from './routes/admin/search-contact-forms';
import { createContactRoute } from './routes/contact/create';
import { getContactRoute, listContactsRoute } from './routes/contact/get';
import { updateContactRoute } from './routes/contact/update';

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

/** Contact requests: spec/api.md §7 `/contact/*` and the back office's search of them. */
export const contactPlugin: Plugin<ContactPluginOptions | undefined> = {
  name: 'facet-contact',
  dependencies: ['facet-session'],
  register(server, options) {
    const settings: ContactSettings = {
      publicUrl: options?.publicUrl ?? 'http://localhost:3000',
      rateLimit: options?.rateLimit ?? visitorFormLimitPerAddress,
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
