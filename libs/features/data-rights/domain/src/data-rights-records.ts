import type { Language, RequestStatus } from '@facet/platform-kernel';
import type { DataRight, DataRightsEntity } from './data-rights-schemas';

/** One data-rights request as both the person and the back office read it. */
export interface DataRightsRecord {
  arsulipo_id: number;
  number: number;
  name: string;
  email: string;
  phone: string | null;
  right: DataRight;
  entity: DataRightsEntity | null;
  message: string;
  lang: Language;
  status: RequestStatus;
  /** The applied solution; null is shown as "Pending". */
  solution: DataRight | null;
  date: string;
  updated_at: string;
  /** Filed signed in, confirmed by its owner, or checked by an admin: it may be acted on. */
  identity_confirmed: boolean;
}

/** What the back office sees on top: its notes and the account it is tied to. */
export interface DataRightsAdminRecord extends DataRightsRecord {
  notes: string | null;
  user_id: number | null;
}

export interface DataRightsChatMessage {
  id: number;
  author: 'user' | 'admin';
  body: string;
  date: string;
}

export interface DataRightsListAnswer {
  arsulipos: DataRightsRecord[];
  page: number;
  totalPages: number;
  total: number;
}

export interface DataRightsAdminListAnswer {
  arsulipos: DataRightsAdminRecord[];
  page: number;
  totalPages: number;
  total: number;
}

export interface DataRightsAnswer {
  arsulipo: DataRightsRecord;
  messages: DataRightsChatMessage[];
}

export interface DataRightsAdminAnswer {
  arsulipo: DataRightsAdminRecord;
  messages: DataRightsChatMessage[];
}

export interface DataRightsCreatedAnswer {
  arsulipo: DataRightsRecord;
  message: string;
}

/** `adminInform` and the person's own access document. */
export interface DataRightsDocumentAnswer {
  pdfUrl: string;
}

export interface DataRightsPortabilityAnswer {
  url: string;
}
