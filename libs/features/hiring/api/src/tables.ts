import type { ApplicationSource, ApplicationStatus, CandidateView } from '@facet/hiring-domain';
import type { TableOf } from '@facet/platform-db';
import type { Language } from '@facet/platform-kernel';

/** A position of a company, published by its link (migration 024, D90). */
export interface PositionRow {
  id: number;
  company_id: number;
  name: string;
  profile_id: number;
  group_id: number | null;
  languages: Language[];
  opens_at: Date;
  closes_at: Date | null;
  candidate_cap: number;
  /** Licences still set aside for new applicants. */
  seats_left: number;
  candidate_view: CandidateView;
  public_token: string;
  closed_at: Date | null;
  /** When a closing gave the unused seats back, once. */
  seats_returned_at: Date | null;
  created_by: number | null;
  created_at: Date;
  updated_at: Date;
}

/** One person's application to one position. */
export interface ApplicationRow {
  id: number;
  company_id: number;
  position_id: number;
  user_id: number;
  source: ApplicationSource;
  status: ApplicationStatus;
  session_id: number | null;
  result_id: number | null;
  applied_at: Date;
  submitted_at: Date | null;
  hired_at: Date | null;
  retention_notice_at: Date | null;
}

/** The hiring feature's tables for knex (D81). */
declare module 'knex/types/tables' {
  interface Tables {
    positions: TableOf<
      PositionRow,
      | 'id'
      | 'group_id'
      | 'opens_at'
      | 'closes_at'
      | 'candidate_view'
      | 'closed_at'
      | 'seats_returned_at'
      | 'created_by'
      | 'created_at'
      | 'updated_at'
    >;
    applications: TableOf<
      ApplicationRow,
      | 'id'
      | 'source'
      | 'status'
      | 'session_id'
      | 'result_id'
      | 'applied_at'
      | 'submitted_at'
      | 'hired_at'
      | 'retention_notice_at'
    >;
  }
}
