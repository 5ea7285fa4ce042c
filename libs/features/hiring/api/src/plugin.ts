import type { Plugin } from '@hapi/hapi';

/**
 * The routes of hiring, one file per route under routes/<resource>/; a company operation
 * is mounted for members and platform admins alike (companyRoutes). Needs the session plugin
 * first (the 'user' and 'admin' strategies).
 */
export const hiringPlugin: Plugin<void> = {
  name: 'facet-hiring',
  dependencies: ['facet-session'],
  register() {
    // The position routes follow the contract in @facet/hiring-domain (D90).
  },
};
