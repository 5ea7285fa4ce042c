import type { Plugin } from '@hapi/hapi';
import { hiringSettingsFrom, type HiringPluginOptions } from './hiring-options';
import { applyRoutes } from './routes/apply/apply-routes';
import { positionRoutes } from './routes/positions/position-routes';

/**
 * Position links (issue 39 part 1, D90): the managers' positions, mounted for members and
 * platform admins alike (companyRoutes), and the public calls of a link. Needs the session
 * plugin first (the 'user' and 'admin' strategies); what it needs of company, profiles, groups
 * and session comes in its options (`HiringPorts`).
 */
export const hiringPlugin: Plugin<HiringPluginOptions> = {
  name: 'facet-hiring',
  dependencies: ['facet-session'],
  register(server, options) {
    const settings = hiringSettingsFrom(options);
    server.route([...positionRoutes(settings), ...applyRoutes(settings)]);
  },
};
