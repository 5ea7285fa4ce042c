import { findOwnResult } from '@facet/assessment-api';
import { memberCompany } from '@facet/company-api';
import { candidateViewOfResult } from '@facet/hiring-api';
import { userNameOf } from '@facet/session-api';
import type { ReportsPorts } from '../src/index';

/** The reports' ports as the app passes them: the owners' own functions. */
export const reportsPorts: ReportsPorts = {
  findOwnResult,
  userNameOf,
  memberCompany,
  ownReportViewOf: candidateViewOfResult,
};
