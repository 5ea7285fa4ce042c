import { defaultInvitationMailsPerDay } from '@facet/company-domain';
import type { Plugin } from '@hapi/hapi';
import {
  companyLogoRoute,
  getBrandingRoute,
  removeLogoRoute,
  replaceLogoRoute,
  updateBrandingRoute,
} from './routes/companies/branding';
import { companyChangeRoute } from './routes/companies/company-change';
import { declineInvitationRoute } from './routes/companies/decline-invitation';
import { employeeChangeRoleRoute } from './routes/companies/employee-change-role';
import { employeeReleaseRoute } from './routes/companies/employee-release';
import { getCompanyDashboardRoute } from './routes/companies/get-dashboard';
import { getCompanyRoute } from './routes/companies/get-company';
import { getEmployeeRoute, getEmployeesRoute } from './routes/companies/get-employees';
import { inviteRoute } from './routes/companies/invite';
import {
  invitationFilePreviewRoute,
  inviteFromFileRoute,
} from './routes/companies/invite-from-file';
import { toggleDiagnosisPermissionRoute } from './routes/companies/toggle-diagnosis-permission';
import { updateCompanyRoute } from './routes/companies/update-company';
import { getInvitationRoute } from './routes/invitations/get-invitation';
import { updateInvitationRoute } from './routes/invitations/update-invitation';
import {
  getReminderSettingsRoute,
  updateReminderSettingsRoute,
} from './routes/reminders/reminder-settings';
import { getRemindersRoute, sendReminderRoute } from './routes/reminders/reminders';

export interface CompanyPluginOptions {
  /** The address people reach the product at, for the invitation links. */
  publicUrl?: string;
  /** `INVITATION_MAILS_PER_DAY`: invitation mails one company may send in 24 hours. */
  invitationMailsPerDay?: number;
}

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    /** Invitation mails one company may send in 24 hours, for every route that invites. */
    invitationMailsPerDay: number;
  }
}

/**
 * The company panel's calls (spec/api.md §7 "Company manager"). Needs the session plugin first:
 * its routes use the 'user' strategy.
 */
export const companyPlugin: Plugin<CompanyPluginOptions | undefined> = {
  name: 'facet-company',
  dependencies: ['facet-session'],
  register(server, options) {
    const publicUrl = options?.publicUrl ?? 'http://localhost:3000';
    server.app.invitationMailsPerDay =
      options?.invitationMailsPerDay ?? defaultInvitationMailsPerDay;
    server.route([
      getCompanyRoute(),
      getCompanyDashboardRoute(),
      updateCompanyRoute(),
      getBrandingRoute(),
      updateBrandingRoute(),
      replaceLogoRoute(),
      removeLogoRoute(),
      companyLogoRoute(),
      getEmployeesRoute(),
      getEmployeeRoute(),
      employeeChangeRoleRoute(),
      toggleDiagnosisPermissionRoute(),
      employeeReleaseRoute(),
      inviteRoute(publicUrl),
      invitationFilePreviewRoute(),
      inviteFromFileRoute(publicUrl),
      companyChangeRoute(),
      declineInvitationRoute(),
      getInvitationRoute(),
      updateInvitationRoute(),
      getReminderSettingsRoute(),
      updateReminderSettingsRoute(),
      getRemindersRoute(),
      sendReminderRoute(publicUrl),
    ]);
  },
};
