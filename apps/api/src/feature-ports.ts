import type { AccountPorts } from '@facet/account-api';
import type { AssessmentPorts } from '@facet/assessment-api';
import {
  companyResults,
  findOwnResult,
  lockOpenAttempt,
  openAttempts,
  openAttemptsActivity,
  resultScoresOf,
  storedAttempts,
  storedResults,
} from '@facet/assessment-api';
import type { CompanyPorts, InvitationPositionPorts } from '@facet/company-api';
import {
  addMember,
  changeMemberRole,
  companyMembers,
  companyNameOf,
  companySessionPorts,
  consumeLicence,
  grantRetakeLicence,
  isCompanyMember,
  joinByPendingInvitation,
  lockMembership,
  memberCompany,
  membershipRoles,
  membershipWithCompany,
  rectifyCompany,
  publicBrandingOf,
  removeMember,
  reserveLicences,
  returnReservedLicences,
  spendLicence,
  spendReservedLicence,
} from '@facet/company-api';
import type { ContactPorts } from '@facet/contact-api';
import type { DataRightsPorts } from '@facet/data-rights-api';
import {
  addApplicantToGroup,
  companyHasGroup,
  findCompanyGroup,
  groupMemberIds,
} from '@facet/groups-api';
import {
  applicationFirstGrants,
  applyByInvitation,
  candidateViewOfResult,
  companyPositionOf,
  invitablePositionOf,
  positionApplicants,
  type CandidateRetentionPorts,
  type HiringPorts,
} from '@facet/hiring-api';
import type { ProfilesPorts } from '@facet/profiles-api';
import { findVisibleProfile, profileNames } from '@facet/profiles-api';
import type { InterviewGuidePorts } from '@facet/interview-guides-api';
import type { ReportsPorts } from '@facet/reports-api';
import {
  createPendingAccount,
  emailHasAccount,
  issuePendingSignUp,
  lockUserContact,
  namedUsers,
  notifiedPlatformAdmins,
  rectifyUser,
  renameUser,
  signInUser,
  userContactOf,
  userMailContactOf,
  userNameOf,
} from '@facet/session-api';
import type { TeamInsightPorts } from '@facet/team-insight-api';
import type { SsoPorts } from '@facet/sso-api';
import type { WebhooksPorts } from '@facet/webhooks-api';
import { personalDataRegistry } from './personal-data';

/*
 * What each feature needs of the features that own its data, composed here and passed in its
 * plugin's options (D84): the reader declares the functions it needs (its ports), the owner
 * publishes them, and neither imports the other.
 */

/** The company panel's and its reminders': attempts, answers and results (assessment). */
export const companyPorts: CompanyPorts = {
  storedResults,
  openAttempts,
  lockOpenAttempt,
  storedAttempts,
  openAttemptsActivity,
};

/** The account's: the person's account (session) and membership (company). */
export const accountPorts: AccountPorts = {
  userContactOf,
  lockUserContact,
  renameUser,
  membershipWithCompany,
  removeMember,
};

/** The reports': the result (assessment), the person's name (session) and company (company). */
export const reportsPorts: ReportsPorts = {
  findOwnResult,
  userNameOf,
  memberCompany,
  ownReportViewOf: candidateViewOfResult,
};

/** The team view's: members and name (company), results (assessment), groups, people (session). */
export const teamInsightPorts: TeamInsightPorts = {
  companyMembers,
  companyNameOf,
  companyResults,
  findCompanyGroup,
  groupMemberIds,
  namedUsers,
};

/** The interview guides': results (assessment), the profile (profiles), names (session, company). */
export const interviewGuidePorts: InterviewGuidePorts = {
  companyResults,
  findVisibleProfile,
  namedUsers,
  companyNameOf,
};

/** The data-rights requests': accounts and administrators (session), memberships (company). */
export const dataRightsPorts: DataRightsPorts = {
  membershipWithCompany,
  rectifyUser,
  rectifyCompany,
  notifiedPlatformAdmins,
};

/**
 * The assessment's: the grant an attempt runs under. A person's open application (hiring, D90)
 * comes first: its attempt runs in the position's company on the seat it took, so no licence is
 * taken, and finishing submits the application. Otherwise the membership a launch locks and the
 * licence it takes and spends (company). An open attempt of either is resumed before any other.
 */
export const assessmentPorts: AssessmentPorts = {
  consumeLicence,
  ...applicationFirstGrants({
    membershipWithCompany,
    companyNameOf,
    lockMembership,
    spendLicence,
    isCompanyMember,
    addApplicantToGroup,
  }),
};

/**
 * Hiring's: the position's licences and the company's face (company), the profile and group it
 * names (profiles, groups), and the pending sign-up, its account and its sign-in (session).
 */
export const hiringPorts: HiringPorts = {
  reserveLicences,
  returnReservedLicences,
  spendReservedLicence,
  publicBrandingOf,
  findVisibleProfile,
  profileNames,
  companyHasGroup,
  groupNameOf: async (transaction, companyId, groupId) =>
    (await companyHasGroup(transaction, companyId, groupId))
      ? (await findCompanyGroup(transaction, companyId, groupId)).name
      : null,
  emailHasAccount,
  issuePendingSignUp,
  createPendingAccount,
  signInUser,
  userContactOf,
};

/**
 * Company's invitations to a position (D95): the position's state when one names it, and the
 * application accepting one makes, on the position's place (hiring).
 */
export const invitationPositionPorts: InvitationPositionPorts = {
  invitablePositionOf,
  applyByInvitation: (transaction, invited) => applyByInvitation(hiringPorts, transaction, invited),
};

/**
 * The profiles': the group filter (groups), a position's applicants (hiring), the retake's
 * licence and the report's logo (company).
 */
export const profilesPorts: ProfilesPorts = {
  companyHasGroup,
  groupMemberIds,
  companyPosition: companyPositionOf,
  positionApplicants,
  lockMembership,
  grantRetakeLicence,
  memberCompany,
};

/** Contact's: who hears of a new request (session). */
export const contactPorts: ContactPorts = { notifiedPlatformAdmins };

/** The webhook deliveries': the person a payload names (session), the scores (assessment). */
export const webhooksPorts: WebhooksPorts = { userContactOf, resultScoresOf };

/**
 * Candidate retention's (hiring, D91): memberships and the hire's new employee (company), the
 * candidate's address and language (session), and the registry that erases a company's copy.
 */
export const candidateRetentionPorts: CandidateRetentionPorts = {
  membershipRoles,
  membershipWithCompany,
  addMember,
  changeMemberRole,
  companyNameOf,
  userMailContactOf,
  personalDataRegistry,
};

/** Single sign-on's: the person's membership, and the invitation a first sign-in accepts (company). */
export const ssoPorts: SsoPorts = {
  companyMembershipOf: companySessionPorts.companyMembershipOf,
  joinByPendingInvitation,
};
