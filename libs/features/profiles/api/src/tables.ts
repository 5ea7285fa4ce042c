import type { TableOf } from '@facet/platform-db';
import type { ProfileRangeFields } from '@facet/reports-domain';

/** A profile: a range per scale, a company's own or (no company) offered by the platform. */
export type StoredProfileRow = ProfileRangeFields & {
  id: number;
  company_id: number | null;
  name: string;
  created_at: Date;
  updated_at: Date;
};

/** The profile a company chose to read one result against. */
export interface ResultProfileChoiceRow {
  result_id: number;
  company_id: number;
  profile_id: number;
  chosen_at: Date;
}

/** A person a company put on its shortlist for a profile's ranking. */
export interface RankingShortlistRow {
  company_id: number;
  profile_id: number;
  user_id: number;
  created_at: Date;
}

/** The profiles feature's tables for knex (D81). */
declare module 'knex/types/tables' {
  interface Tables {
    profiles: TableOf<
      StoredProfileRow,
      'id' | 'company_id' | keyof ProfileRangeFields | 'created_at' | 'updated_at'
    >;
    result_profile_choices: TableOf<ResultProfileChoiceRow, 'chosen_at'>;
    ranking_shortlists: TableOf<RankingShortlistRow, 'created_at'>;
  }
}
