import type { ProtocolValidity, ScaleScores } from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';
import { Model } from 'objection';
// The tables' knex declarations come with the models, so every program that reads them types them.
import type {} from './tables';

/**
 * The assessment feature's tables as Objection models: the row types of its services, which are
 * the only writers of these tables (tools/workspace-checks table-owners.ts).
 */
export class AssessmentSession extends Model {
  static override tableName = 'assessment_sessions';
  id!: number;
  user_id!: number;
  company_id!: number | null;
  status!: 'in_progress' | 'completed';
  consent_version!: string | null;
  consented_at!: Date | null;
  item_bank_version!: string;
  started_at!: Date;
  completed_at!: Date | null;
  /** Migration 013: the attempt's language, when each page was first saved, the retaken result. */
  lang!: Language | null;
  page_first_saved_at!: Record<string, string>;
  retake_of_result_id!: number | null;
}

/** A finished attempt's scores, numbered per person. */
export class Result extends Model {
  static override tableName = 'results';
  id!: number;
  user_id!: number;
  company_id!: number | null;
  session_id!: number | null;
  number!: number;
  scores!: ScaleScores;
  item_bank_version!: string;
  norm_version!: string;
  created_at!: Date;
  lang!: Language | null;
  validity!: ProtocolValidity | null;
  retake_granted_at!: Date | null;
}
