import type { TableOf } from '@facet/platform-db';

/** A named set of a company's members, ranked against one profile. */
export interface GroupRecordRow {
  id: number;
  company_id: number;
  name: string;
  profile_id: number | null;
  created_at: Date;
}

export interface GroupMemberRow {
  group_id: number;
  user_id: number;
  added_at: Date;
}

/** The groups feature's tables for knex (D81). */
declare module 'knex/types/tables' {
  interface Tables {
    groups: TableOf<GroupRecordRow, 'id' | 'profile_id' | 'created_at'>;
    group_members: TableOf<GroupMemberRow, 'added_at'>;
  }
}
