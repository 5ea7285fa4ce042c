import type { TableOf } from '@facet/platform-db';
import type { ModelObject } from 'objection';
import type { AssessmentSession, Result } from '.';

/** One answer of an attempt, upserted per item while the attempt is in progress. */
export interface AnswerRow {
  session_id: number;
  item_id: string;
  value: number;
  answered_at: Date;
}

/** The assessment feature's tables for knex: its models' rows and the answers (D81). */
declare module 'knex/types/tables' {
  interface Tables {
    assessment_sessions: TableOf<
      ModelObject<AssessmentSession>,
      | 'id'
      | 'company_id'
      | 'status'
      | 'consent_version'
      | 'consented_at'
      | 'started_at'
      | 'completed_at'
      | 'lang'
      | 'page_first_saved_at'
      | 'retake_of_result_id',
      'page_first_saved_at'
    >;
    results: TableOf<
      ModelObject<Result>,
      'id' | 'company_id' | 'session_id' | 'created_at' | 'lang' | 'validity' | 'retake_granted_at',
      'scores' | 'validity'
    >;
    answers: TableOf<AnswerRow, 'answered_at'>;
  }
}
