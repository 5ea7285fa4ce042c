import { findOwnResult } from '@facet/assessment-api';
import { memberCompany } from '@facet/company-api';
import { userNameOf } from '@facet/session-api';
import type { ReportsPorts } from '../src/index';

/** The reports' ports as the app passes them: the owners' own functions. */
export const reportsPorts: ReportsPorts = {
  findOwnResult,
  userNameOf,
  memberCompany,
  // No result of these tests answered a position's application, so each is read whole; hiring's
  // read cannot be imported here without a package cycle (hiring's tests start from profiles',
  // which register reports; D88). apps/api's candidate-summary test composes the real one.
  ownReportViewOf: () => Promise.resolve('report'),
};
