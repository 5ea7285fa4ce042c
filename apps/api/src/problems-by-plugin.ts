import { accountProblems } from '@facet/account-domain';
import { adminProblems } from '@facet/admin-domain';
import { assessmentProblems } from '@facet/assessment-domain';
import { companyProblems, invitationRefusals } from '@facet/company-domain';
import { contactProblems } from '@facet/contact-domain';
import { dataRightsProblems } from '@facet/data-rights-domain';
import { groupsProblems } from '@facet/groups-domain';
import type { ProblemsByPlugin } from '@facet/platform-http';
import { profilesProblems } from '@facet/profiles-domain';
import { reportsProblems } from '@facet/reports-domain';
import { sessionProblems } from '@facet/session-domain';
import { teamInsightProblems } from '@facet/team-insight-domain';
import { webhookProblems } from '@facet/webhooks-domain';
import { interviewGuidesProblems } from '@facet/interview-guides-domain';
import { hiringProblems } from '@facet/hiring-domain';
import { ssoProblems } from '@facet/sso-domain';

const company = [companyProblems, invitationRefusals];

/**
 * What each feature's routes may refuse with, for /api/docs: the feature's own problems and
 * those of the owners whose services or ports its routes reach in this composition.
 */
export const problemsByPlugin: ProblemsByPlugin = {
  'facet-account': [accountProblems, ...company, sessionProblems],
  'facet-admin': [
    adminProblems,
    assessmentProblems,
    ...company,
    groupsProblems,
    profilesProblems,
    reportsProblems,
    sessionProblems,
  ],
  'facet-assessment': [assessmentProblems, ...company],
  'facet-audit-trail': [...company, sessionProblems],
  'facet-company': [...company, sessionProblems],
  'facet-contact': [contactProblems, sessionProblems],
  'facet-data-rights': [dataRightsProblems, ...company, reportsProblems, sessionProblems],
  'facet-groups': [groupsProblems, assessmentProblems, ...company, profilesProblems],
  'facet-profiles': [
    profilesProblems,
    assessmentProblems,
    ...company,
    reportsProblems,
    sessionProblems,
  ],
  'facet-reports': [reportsProblems, assessmentProblems, ...company, sessionProblems],
  'facet-session': [sessionProblems, ...company],
  'facet-team-insight': [
    teamInsightProblems,
    assessmentProblems,
    ...company,
    groupsProblems,
    reportsProblems,
    sessionProblems,
  ],
  'facet-webhooks': [webhookProblems, assessmentProblems, ...company, sessionProblems],
  'facet-interview-guides': [interviewGuidesProblems, ...company, sessionProblems],
  'facet-hiring': [hiringProblems, sessionProblems],
  'facet-hiring-retention': [hiringProblems],
  'facet-sso': [ssoProblems, ...company, sessionProblems],
};
