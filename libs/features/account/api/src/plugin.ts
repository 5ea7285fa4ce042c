import type { Plugin } from '@hapi/hapi';
import type { AccountPorts } from './account-ports';
import { leaveCompanyRoute } from './routes/user/leave-company';
import { meRoute } from './routes/user/me';
import { updateProfileRoute } from './routes/user/update-profile';

/**
 * A person's own account (spec/api.md §7 "User area": me, update-profile, leave-company).
 * Needs the session plugin first: its routes use the 'user' strategy. Its options are the reads
 * and changes of the session and company features it needs (`AccountPorts`), which the app
 * passes in.
 */
export const accountPlugin: Plugin<AccountPorts> = {
  name: 'facet-account',
  dependencies: ['facet-session'],
  register(server, ports) {
    server.route([meRoute(ports), updateProfileRoute(ports), leaveCompanyRoute(ports)]);
  },
};
