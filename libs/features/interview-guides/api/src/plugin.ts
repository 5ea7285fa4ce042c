import type { Plugin } from '@hapi/hapi';
import { companyInterviewGuidesRoutes } from './routes/interview-guides/company-interview-guides';
import { getInterviewGuidesRoute } from './routes/interview-guides/get-interview-guides';

/**
 * The routes of interview-guides, one file per route under routes/<resource>/; a company operation
 * is mounted for members and platform admins alike (companyRoutes). Needs the session plugin
 * first (the 'user' and 'admin' strategies).
 */
export const interviewGuidesPlugin: Plugin<void> = {
  name: 'facet-interview-guides',
  dependencies: ['facet-session'],
  register(server) {
    server.route([getInterviewGuidesRoute(), ...companyInterviewGuidesRoutes()]);
  },
};
