import type { Plugin } from '@hapi/hapi';
import { settingsFrom, type ContactPluginOptions } from './contact-options';
import { searchContactFormsRoute } from './routes/admin/search-contact-forms';
import { createContactRoute } from './routes/contact/create';
import { getContactRoute, listContactsRoute } from './routes/contact/get';
import { updateContactRoute } from './routes/contact/update';

/**
 * Contact requests: spec/api.md §7 `/contact/*` and the back office's search of them. Who hears
 * of a new one comes in its options (`ContactPorts`).
 */
export const contactPlugin: Plugin<ContactPluginOptions> = {
  name: 'facet-contact',
  dependencies: ['facet-session'],
  register(server, options) {
    const settings = settingsFrom(options);
    server.route([
      createContactRoute(settings),
      listContactsRoute(),
      getContactRoute(),
      updateContactRoute(),
      searchContactFormsRoute(),
    ]);
  },
};
