import { defaultInvitationMailsPerDay } from '@facet/company-domain';
import type { Plugin } from '@hapi/hapi';
import {
  noInvitationPositions,
  type CompanyPorts,
  type InvitationPositionPorts,
} from './company-ports';
import {
  companyLogoRoute,
  getBrandingRoute,
  removeLogoRoute,
  replaceLogoRoute,
  updateBrandingRoute,
} from './routes/companies/branding';
import { companyChangeRoute } from './routes/companies/company-change';
import { declineInvitationRoute } from './routes/companies/decline-invitation';
import { employeeChangeRoleRoutes } from './routes/companies/employee-change-role';
import { employeeReleaseRoutes } from './routes/companies/employee-release';
import { getCompanyDashboardRoute } from './routes/companies/get-dashboard';
import { getCompanyRoutes } from './routes/companies/get-company';
import { getEmployeeRoutes, getEmployeesRoutes } from './routes/companies/get-employees';
import { inviteRoutes } from './routes/companies/invite';
import {
  invitationFilePreviewRoutes,
  inviteFromFileRoutes,
} from './routes/companies/invite-from-file';
import { toggleDiagnosisPermissionRoutes } from './routes/companies/toggle-diagnosis-permission';
import { updateCompanyRoutes } from './routes/companies/update-company';
import { getInvitationRoutes } from './routes/invitations/get-invitation';
import { updateInvitationRoutes } from './routes/invitations/update-invitation';
import {
  getReminderSettingsRoutes,
  updateReminderSettingsRoutes,
} from './routes/reminders/reminder-settings';
import { getRemindersRoutes, sendReminderRoutes } from './routes/reminders/reminders';

export interface CompanyPluginOptions extends CompanyPorts {
  /** The address people reach the product at, for the invitation links. */
  publicUrl?: string;
  /** `INVITATION_MAILS_PER_DAY`: invitation mails one company may send in 24 hours. */
  invitationMailsPerDay?: number;
  /** Hiring's positions, which invitations may name (D95); without them none can be named. */
  invitationPositions?: InvitationPositionPorts;
}

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    /** Invitation mails one company may send in 24 hours, for every route that invites. */
    invitationMailsPerDay: number;
  }
}

/**
 * The company panel's calls (spec/api.md §7 "Company manager"). Needs the session plugin first:
 * its routes use the 'user' strategy. What it reads of the assessments comes in its options
 * (`CompanyPorts`).
 */
export const companyPlugin: Plugin<CompanyPluginOptions> = {
  name: 'facet-company',
  dependencies: ['facet-session'],
  register(server, options) {
    const { storedResults, openAttempts, lockOpenAttempt, storedAttempts, openAttemptsActivity } =
      options;
    const ports = {
      storedResults,
      openAttempts,
      lockOpenAttempt,
      storedAttempts,
      openAttemptsActivity,
    };
    const publicUrl = options.publicUrl ?? 'http://localhost:3000';
    const invitationPositions = options.invitationPositions ?? noInvitationPositions;
    server.app.invitationMailsPerDay =
      options.invitationMailsPerDay ?? defaultInvitationMailsPerDay;
    server.route([
      ...getCompanyRoutes(),
      getCompanyDashboardRoute(ports),
      ...updateCompanyRoutes(),
      getBrandingRoute(),
      updateBrandingRoute(),
      replaceLogoRoute(),
      removeLogoRoute(),
      companyLogoRoute(),
      ...getEmployeesRoutes(ports),
      ...getEmployeeRoutes(ports),
      ...employeeChangeRoleRoutes(ports),
      ...toggleDiagnosisPermissionRoutes(ports),
      ...employeeReleaseRoutes(ports),
      ...inviteRoutes(publicUrl, invitationPositions),
      ...invitationFilePreviewRoutes(invitationPositions),
      ...inviteFromFileRoutes(publicUrl, invitationPositions),
      companyChangeRoute(invitationPositions),
      declineInvitationRoute(),
      ...getInvitationRoutes(),
      ...updateInvitationRoutes(),
      ...getReminderSettingsRoutes(),
      ...updateReminderSettingsRoutes(),
      ...getRemindersRoutes(ports),
      ...sendReminderRoutes(ports, publicUrl),
    ]);
  },
};
