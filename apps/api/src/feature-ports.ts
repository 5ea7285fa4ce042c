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
import type { CompanyPorts } from '@facet/company-api';
import {
  companyMembers,
  companyNameOf,
  consumeLicence,
  grantRetakeLicence,
  lockMembership,
  memberCompany,
  membershipWithCompany,
  rectifyCompany,
  removeMember,
  spendLicence,
} from '@facet/company-api';
import type { ContactPorts } from '@facet/contact-api';
import type { DataRightsPorts } from '@facet/data-rights-api';
import type { InterviewGuidePorts } from '@facet/interview-guides-api';
import { companyHasGroup, findCompanyGroup, groupMemberIds } from '@facet/groups-api';
import { findVisibleProfile, type ProfilesPorts } from '@facet/profiles-api';
import type { ReportsPorts } from '@facet/reports-api';
import {
  lockUserContact,
  namedUsers,
  notifiedPlatformAdmins,
  rectifyUser,
  renameUser,
  userContactOf,
  userNameOf,
} from '@facet/session-api';
import type { TeamInsightPorts } from '@facet/team-insight-api';
import type { WebhooksPorts } from '@facet/webhooks-api';

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
export const reportsPorts: ReportsPorts = { findOwnResult, userNameOf, memberCompany };

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

/** The assessment's: the membership a launch locks and the licence it takes and spends (company). */
export const assessmentPorts: AssessmentPorts = {
  membershipWithCompany,
  lockMembership,
  consumeLicence,
  spendLicence,
};

/** The profiles': the group filter (groups), the retake's licence and the report's logo (company). */
export const profilesPorts: ProfilesPorts = {
  companyHasGroup,
  groupMemberIds,
  lockMembership,
  grantRetakeLicence,
  memberCompany,
};

/** Contact's: who hears of a new request (session). */
export const contactPorts: ContactPorts = { notifiedPlatformAdmins };

/** The webhook deliveries': the person a payload names (session), the scores (assessment). */
export const webhooksPorts: WebhooksPorts = { userContactOf, resultScoresOf };
