export { companyPlugin, type CompanyPluginOptions } from './plugin';
export type {
  CompanyPorts,
  InvitationPositionPorts,
  InvitedApplicationOutcome,
  InvitedPositionState,
} from './company-ports';
export { Company, Invitation, Membership } from './models';
export {
  addMember,
  changeMemberRole,
  joinByInvitation,
  joinByPendingInvitation,
  removeMember,
} from './services/memberships';
export { closeCompany, openCompany, rectifyCompany } from './services/company-lifecycle';
export {
  changeLicenceCount,
  consumeLicence,
  grantRetakeLicence,
  lockAvailableLicences,
  readLicenceCountsOfCompanies,
  reserveLicences,
  returnReservedLicences,
  setLicenceStates,
  spendLicence,
  spendReservedLicence,
} from './services/licences';
export { publicBrandingOf } from './services/company-branding';
export { companyNameOf, getCompany, updateCompany } from './services/company-info';
export { memberCompany, type MemberCompany, type ReportedMember } from './services/member-company';
export {
  listEmployees,
  getEmployee,
  changeEmployeeRole,
  setEmployeeLicence,
  releaseEmployee,
} from './services/employees';
export {
  listInvitations,
  inviteToCompany,
  cancelInvitation,
  pipelineInvitationsOf,
} from './services/invitations';
export { remindersSentTo } from './services/reminder-targets';
export {
  invitationFilePayload,
  previewInvitationFile,
  sendInvitationFile,
} from './services/bulk-invitations';
export { acceptInvitation } from './services/invitation-acceptance';
export { companySessionPorts, companySessionPortsOf } from './services/session-ports';
export {
  companyMembers,
  isCompanyMember,
  lockMembership,
  membershipRoles,
  membershipWithCompany,
} from './services/member-reads';
export { companyPersonalData } from './services/personal-data';
export { getReminderSettings, updateReminderSettings } from './services/reminder-settings';
export { listReminderTargets, sendReminderNow } from './services/manual-reminders';
export { reminderSweepJob, sweepReminders } from './services/reminder-sweep';
