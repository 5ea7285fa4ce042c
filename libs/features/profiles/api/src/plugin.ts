import type { Plugin } from '@hapi/hapi';
import type { PdfRenderer } from '@facet/reports-api';
import { employeeResultProfileRoute } from './routes/companies/employee-result-profile';
import { getDiagnosesEmployeesRoute } from './routes/companies/get-diagnoses-employees';
import { getEmployeeInformDocumentRoute } from './routes/companies/get-employee-inform-document';
import { getEmployeeResultInformRoute } from './routes/companies/get-employee-result-inform';
import { exportEmployeesRoute, exportRankingRoute } from './routes/companies/export-ranking';
import { grantRetakeRoute } from './routes/companies/grant-retake';
import { peopleRoute } from './routes/companies/people';
import { compareRankedMembersRoute } from './routes/companies/compare-ranked-members';
import { rankMembersRoute } from './routes/companies/rank-members';
import { changeShortlistRoutes, getShortlistRoute } from './routes/companies/ranking-shortlist';
import { createProfileRoute } from './routes/profiles/create-profile';
import { deleteProfileRoute } from './routes/profiles/delete-profile';
import { getProfileRoute, getProfilesRoute } from './routes/profiles/get-profile';
import { updateProfileRoute } from './routes/profiles/update-profile';
import { employeeDocumentContext } from './services/employee-documents';

export interface ProfilesPluginOptions {
  /** A renderer to share (one warm Chromium per process); unset starts one of its own. */
  renderer?: PdfRenderer;
  /** @default '/usr/bin/chromium' (or CHROMIUM_PATH), when the plugin starts its own renderer */
  chromiumPath?: string;
  /** Rendered employee PDFs kept in memory. @default 100 */
  cacheEntries?: number;
}

/**
 * Profiles (spec/api.md §7 "/profiles/*") and the manager's reading of employee results against
 * a profile ("/companies/get-diagnoses-employees", "get-employee-result-inform", the document).
 * Needs the session plugin first: its routes use the 'user' strategy.
 */
export const profilesPlugin: Plugin<ProfilesPluginOptions | undefined> = {
  name: 'facet-profiles',
  dependencies: ['facet-session'],
  register(server, options) {
    const context = employeeDocumentContext(options ?? {});
    server.route([
      getProfilesRoute(),
      getProfileRoute(),
      createProfileRoute(),
      updateProfileRoute(),
      deleteProfileRoute(),
      getDiagnosesEmployeesRoute(),
      getEmployeeResultInformRoute(),
      employeeResultProfileRoute(),
      getEmployeeInformDocumentRoute(context),
      grantRetakeRoute(),
      rankMembersRoute(),
      peopleRoute(),
      getShortlistRoute(),
      compareRankedMembersRoute(),
      ...changeShortlistRoutes(),
      exportRankingRoute(),
      exportEmployeesRoute(),
    ]);
    if (context.ownsRenderer) server.ext('onPostStop', () => context.renderer.close());
  },
};
