import type { Plugin } from '@hapi/hapi';
import type { CandidateRetentionPorts } from './candidate-retention-ports';
import { hireApplicationRoutes } from './routes/retention/hire-application';
import {
  getHiringSettingsRoutes,
  updateHiringSettingsRoutes,
} from './routes/retention/hiring-settings';
import {
  myApplicationsRoute,
  withdrawMyApplicationRoute,
} from './routes/retention/my-applications';

export interface CandidateRetentionPluginOptions {
  ports: CandidateRetentionPorts;
}

/**
 * Candidate data that expires (issue 39 part 3, D91): the company's retention setting, the hire
 * that stops a candidate's clock, and the applicant's own list and withdrawal. The sweep runs as
 * a scheduled job (`candidateRetentionJob`). Needs the session plugin first.
 */
export const candidateRetentionPlugin: Plugin<CandidateRetentionPluginOptions> = {
  name: 'facet-hiring-retention',
  dependencies: ['facet-session'],
  register(server, { ports }) {
    server.route([
      ...getHiringSettingsRoutes(),
      ...updateHiringSettingsRoutes(),
      ...hireApplicationRoutes(ports),
      myApplicationsRoute(ports),
      withdrawMyApplicationRoute(ports),
    ]);
  },
};
