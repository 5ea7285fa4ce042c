import type { Plugin } from '@hapi/hapi';
import { employeeDocumentContext } from '@facet/profiles-api';
import type { PdfRenderer } from '@facet/reports-api';
import {
  adminGetDiagnosesEmployeesRoute,
  adminGetEmployeeGroupRoute,
  adminGetEmployeeInformDocumentRoute,
  adminGetEmployeeResultInformRoute,
} from './routes/admin-companies/employee-results';
import {
  adminAddGroupMemberRoute,
  adminAddGroupMembersRoute,
  adminCreateGroupRoute,
  adminDeleteGroupRoute,
  adminGetGroupRoute,
  adminGetGroupsRoute,
  adminRemoveGroupMemberRoute,
  adminToggleGroupDiagnosisRoute,
  adminUpdateGroupRoute,
} from './routes/admin-companies/groups';
import {
  adminCreateProfileRoute,
  adminDeleteProfileRoute,
  adminGetProfileRoute,
  adminGetProfilesRoute,
  adminUpdateProfileRoute,
} from './routes/admin-companies/profiles';
import {
  adminCancelInvitationRoute,
  adminGetInvitationsRoute,
  adminInviteRoute,
  adminInvitationFilePreviewRoute,
  adminInviteFromFileRoute,
} from './routes/admin-companies/invitations';
import { adminGetCompanyRoute, adminUpdateCompanyRoute } from './routes/admin-companies/company';
import {
  adminGetReminderSettingsRoute,
  adminGetRemindersRoute,
  adminSendReminderRoute,
  adminUpdateReminderSettingsRoute,
} from './routes/admin-companies/reminders';
import {
  adminExportEmployeesRoute,
  adminExportGroupResultsRoute,
  adminExportRankingRoute,
} from './routes/admin-companies/exports';
import { adminPeopleRoute } from './routes/admin-companies/people';
import { adminRankMembersRoute } from './routes/admin-companies/ranking';
import {
  adminChangeRoleRoute,
  adminGetEmployeeRoute,
  adminGetEmployeesRoute,
  adminReleaseEmployeeRoute,
  adminToggleLicenceRoute,
} from './routes/admin-companies/employees';
import {
  instrumentReportCsvRoute,
  instrumentReportRoute,
} from './routes/instrument-report/instrument-report';
import { createCompanyRoute } from './routes/companies/create-company';
import { deleteCompanyRoute } from './routes/companies/delete-company';
import { getCompaniesRoute, searchCompanyRoute } from './routes/companies/get-companies';
import { addLicensesRoute, revokeLicensesRoute } from './routes/companies/licences';
import { sendMailRoute } from './routes/mail/send-mail';
import { createPlatformAdminRoute } from './routes/platform-admins/create';
import { deletePlatformAdminRoute } from './routes/platform-admins/delete';
import { getPlatformAdminsRoute, searchPlatformAdminRoute } from './routes/platform-admins/get';
import { sendPasswordResetRoute } from './routes/platform-admins/send-password-reset';
import { updatePlatformAdminRoute } from './routes/platform-admins/update';
import { deleteUserRoute } from './routes/users/delete-user';
import { getUserRoute, getUsersRoute } from './routes/users/get-users';
import { searchUserRoute } from './routes/users/search-user';

export interface AdminPluginOptions {
  /** The address people reach the product at, for e-mailed links. */
  publicUrl?: string;
  /**
   * The PDF renderer of the employee documents, to share one (one warm Chromium per process);
   * unset, the plugin starts its own on the first document and closes it when the server stops.
   */
  renderer?: PdfRenderer;
  /** @default '/usr/bin/chromium' (or CHROMIUM_PATH), when the plugin starts its own renderer */
  chromiumPath?: string;
}

/**
 * The platform back office (spec/api.md §7 "Platform admin" and "Platform admin acting on a
 * company"). Every route uses the session plugin's 'admin' strategy, so register that first.
 */
export const adminPlugin: Plugin<AdminPluginOptions | undefined> = {
  name: 'facet-admin',
  dependencies: ['facet-session'],
  register(server, options) {
    const publicUrl = options?.publicUrl ?? 'http://localhost:3000';
    const documents = employeeDocumentContext({
      renderer: options?.renderer,
      chromiumPath: options?.chromiumPath,
    });
    server.route([
      getUsersRoute(),
      getUserRoute(),
      searchUserRoute(),
      deleteUserRoute(),
      getCompaniesRoute(),
      searchCompanyRoute(),
      createCompanyRoute(),
      deleteCompanyRoute(),
      addLicensesRoute(),
      revokeLicensesRoute(),
      getPlatformAdminsRoute(),
      searchPlatformAdminRoute(),
      createPlatformAdminRoute(),
      deletePlatformAdminRoute(),
      updatePlatformAdminRoute(),
      sendPasswordResetRoute(publicUrl),
      sendMailRoute(),
      instrumentReportRoute(),
      instrumentReportCsvRoute(),
      adminGetCompanyRoute(),
      adminUpdateCompanyRoute(),
      adminGetEmployeesRoute(),
      adminGetEmployeeRoute(),
      adminChangeRoleRoute(),
      adminToggleLicenceRoute(),
      adminReleaseEmployeeRoute(),
      adminGetInvitationsRoute(),
      adminInviteRoute(publicUrl),
      adminInvitationFilePreviewRoute(),
      adminInviteFromFileRoute(publicUrl),
      adminCancelInvitationRoute(),
      adminGetReminderSettingsRoute(),
      adminUpdateReminderSettingsRoute(),
      adminGetRemindersRoute(),
      adminSendReminderRoute(publicUrl),
      adminGetProfilesRoute(),
      adminGetProfileRoute(),
      adminCreateProfileRoute(),
      adminUpdateProfileRoute(),
      adminDeleteProfileRoute(),
      adminGetGroupsRoute(),
      adminGetGroupRoute(),
      adminCreateGroupRoute(),
      adminUpdateGroupRoute(),
      adminDeleteGroupRoute(),
      adminAddGroupMemberRoute(),
      adminAddGroupMembersRoute(),
      adminRemoveGroupMemberRoute(),
      adminToggleGroupDiagnosisRoute(),
      adminGetDiagnosesEmployeesRoute(),
      adminGetEmployeeGroupRoute(),
      adminGetEmployeeResultInformRoute(),
      adminGetEmployeeInformDocumentRoute(documents),
      adminRankMembersRoute(),
      adminPeopleRoute(),
      adminExportRankingRoute(),
      adminExportEmployeesRoute(),
      adminExportGroupResultsRoute(),
    ]);
    if (documents.ownsRenderer) server.ext('onPostStop', () => documents.renderer.close());
  },
};
