import { adminPersonalData } from '@facet/admin-api';
import { assessmentPersonalData } from '@facet/assessment-api';
import { companyPersonalData } from '@facet/company-api';
import { contactPersonalData } from '@facet/contact-api';
import { dataRightsPersonalData } from '@facet/data-rights-api';
import { groupsPersonalData } from '@facet/groups-api';
import { hiringPersonalData } from '@facet/hiring-api';
import {
  auditPersonalData,
  integrationEventsPersonalData,
  migrationsPersonalData,
  type PersonalDataSource,
} from '@facet/platform-db';
import { rateLimitPersonalData } from '@facet/platform-http';
import { mailPersonalData } from '@facet/platform-mail';
import { profilesPersonalData } from '@facet/profiles-api';
import { sessionPersonalData } from '@facet/session-api';
import { ssoPersonalData } from '@facet/sso-api';
import { webhooksPersonalData } from '@facet/webhooks-api';

/**
 * The personal-data registry: every table of the product, declared by its owner, with how one
 * subject's rows are found and erased. The data-rights exports and erasure are built from it.
 * The session's account comes first, so erasure (which runs backwards) deletes it last.
 */
export const personalDataRegistry: readonly PersonalDataSource[] = [
  ...sessionPersonalData,
  ...rateLimitPersonalData,
  ...companyPersonalData,
  ...assessmentPersonalData,
  ...profilesPersonalData,
  ...hiringPersonalData,
  ...groupsPersonalData,
  ...hiringPersonalData,
  ...dataRightsPersonalData,
  ...contactPersonalData,
  ...adminPersonalData,
  ...auditPersonalData,
  ...integrationEventsPersonalData,
  ...webhooksPersonalData,
  ...ssoPersonalData,
  ...mailPersonalData,
  ...migrationsPersonalData,
];
