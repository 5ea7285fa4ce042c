import type { Plugin } from '@hapi/hapi';
import { leaveCompanyRoute } from './routes/user/leave-company';
import { meRoute } from './routes/user/me';
import { updateProfileRoute } from './routes/user/update-profile';

/**
 * A person's own account (spec/api.md §7 "User area": me, update-profile, leave-company).
 * Needs the session plugin first: its routes use the 'user' strategy.
 */
export const accountPlugin: Plugin<void> = {
  name: 'facet-account',
  dependencies: ['facet-session'],
  register(server) {
    server.route([meRoute(), updateProfileRoute(), leaveCompanyRoute()]);
  },
};
