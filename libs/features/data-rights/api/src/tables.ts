import type { DataRight, DataRightsEntity } from '@facet/data-rights-domain';
import type { TableOf } from '@facet/platform-db';
import type { Language, RequestStatus } from '@facet/platform-kernel';

/** A request to exercise a data right (access, erasure …), from a person or a visitor. */
export interface DataRightsRequestRow {
  id: number;
  number: number;
  user_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  right: DataRight;
  entity: DataRightsEntity | null;
  message: string;
  lang: Language;
  status: RequestStatus;
  notes: string | null;
  solution: DataRight | null;
  identity_confirmed: boolean;
  created_at: Date;
  updated_at: Date;
}

/** One message of the conversation about a request, by its person or the back office. */
export interface DataRightsMessageRow {
  id: number;
  request_id: number;
  author: 'user' | 'admin';
  author_id: number | null;
  body: string;
  created_at: Date;
}

/** The data-rights feature's tables for knex (D81). */
declare module 'knex/types/tables' {
  interface Tables {
    data_rights_requests: TableOf<
      DataRightsRequestRow,
      | 'id'
      | 'number'
      | 'user_id'
      | 'phone'
      | 'entity'
      | 'lang'
      | 'status'
      | 'notes'
      | 'solution'
      | 'identity_confirmed'
      | 'created_at'
      | 'updated_at'
    >;
    data_rights_messages: TableOf<DataRightsMessageRow, 'id' | 'author_id' | 'created_at'>;
  }
}
