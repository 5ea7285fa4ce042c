import type { Plugin } from '@hapi/hapi';
import type { PdfRenderer } from '@facet/reports-api';
import { employeeResultProfileRoute } from './routes/companies/employee-result-profile';
import { getDiagnosesEmployeesRoutes } from './routes/companies/get-diagnoses-employees';
import { getEmployeeReportDocumentRoutes } from './routes/companies/get-employee-report-document';
import { getEmployeeResultReportRoutes } from './routes/companies/get-employee-result-report';
import { exportEmployeesRoutes, exportRankingRoutes } from './routes/companies/export-ranking';
import { grantRetakeRoute } from './routes/companies/grant-retake';
import { peopleRoutes } from './routes/companies/people';
import { compareRankedMembersRoute } from './routes/companies/compare-ranked-members';
import { rankMembersRoutes } from './routes/companies/rank-members';
import { changeShortlistRoutes, getShortlistRoute } from './routes/companies/ranking-shortlist';
import { createProfileRoutes } from './routes/profiles/create-profile';
import { deleteProfileRoutes } from './routes/profiles/delete-profile';
import { getProfileRoutes, getProfilesRoutes } from './routes/profiles/get-profile';
import { updateProfileRoutes } from './routes/profiles/update-profile';
import type { ProfilesPorts } from './profiles-ports';
import { employeeDocumentContext } from './services/employee-documents';

export interface ProfilesPluginOptions extends ProfilesPorts {
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
 * Needs the session plugin first: its routes use the 'user' strategy. What it needs of company's
 * memberships and licences, of groups and of hiring's positions comes in its options
 * (`ProfilesPorts`).
 */
export const profilesPlugin: Plugin<ProfilesPluginOptions> = {
  name: 'facet-profiles',
  dependencies: ['facet-session'],
  register(server, options) {
    const {
      companyHasGroup,
      groupMemberIds,
      companyPosition,
      positionApplicants,
      lockMembership,
      grantRetakeLicence,
      memberCompany,
    } = options;
    const ports: ProfilesPorts = {
      companyHasGroup,
      groupMemberIds,
      companyPosition,
      positionApplicants,
      lockMembership,
      grantRetakeLicence,
      memberCompany,
    };
    const context = employeeDocumentContext(options, ports);
    server.route([
      ...getProfilesRoutes(),
      ...getProfileRoutes(),
      ...createProfileRoutes(),
      ...updateProfileRoutes(),
      ...deleteProfileRoutes(),
      ...getDiagnosesEmployeesRoutes(),
      ...getEmployeeResultReportRoutes(),
      employeeResultProfileRoute(),
      ...getEmployeeReportDocumentRoutes(context),
      grantRetakeRoute(ports),
      ...rankMembersRoutes(ports),
      ...peopleRoutes(ports),
      getShortlistRoute(),
      compareRankedMembersRoute(),
      ...changeShortlistRoutes(),
      ...exportRankingRoutes(ports),
      ...exportEmployeesRoutes(),
    ]);
    if (context.ownsRenderer) server.ext('onPostStop', () => context.renderer.close());
  },
};
