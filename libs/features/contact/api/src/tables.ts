import type { TableOf } from '@facet/platform-db';
import type { Language, RequestStatus } from '@facet/platform-kernel';

/** A visitor's message from the public contact form, handled in the back office. */
export interface ContactRequestRow {
  id: number;
  name: string;
  email: string;
  phone_prefix: string;
  phone: string;
  lang: Language;
  message: string;
  status: RequestStatus;
  created_at: Date;
  updated_at: Date;
  search_key: string | null;
}

/** The contact feature's table for knex (D81). */
declare module 'knex/types/tables' {
  interface Tables {
    contact_requests: TableOf<
      ContactRequestRow,
      'id' | 'lang' | 'status' | 'created_at' | 'updated_at' | 'search_key'
    >;
  }
}
