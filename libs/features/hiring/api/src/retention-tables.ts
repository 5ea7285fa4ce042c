import type { TableOf } from '@facet/platform-db';
import type { CandidateRetentionMonths } from '@facet/hiring-domain';

/** How long a company keeps the candidates it did not hire (D91); no row keeps the default. */
export interface HiringSettingsRow {
  company_id: number;
  candidate_retention_months: CandidateRetentionMonths;
  updated_at: Date;
}

/** The notice mailed to a candidate of the end their company's copy runs to, once per end. */
export interface CandidateRetentionNoticeRow {
  company_id: number;
  user_id: number;
  ends_at: Date;
  noticed_at: Date;
}

/** Candidate retention's tables for knex (D81). */
declare module 'knex/types/tables' {
  interface Tables {
    hiring_settings: TableOf<HiringSettingsRow, 'updated_at'>;
    candidate_retention_notices: TableOf<CandidateRetentionNoticeRow>;
  }
}
