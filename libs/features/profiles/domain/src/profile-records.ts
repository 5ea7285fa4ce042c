import type { ProtocolValidity } from '@facet/assessment-domain';
import type { ProfileFit, ProfileRangeFields, ResultReport } from '@facet/reports-domain';

/** A profile as the calls answer it: the stored fields plus whose it is. */
export type ProfileRecord = {
  profile_id: number;
  /** Null for a global profile (offered by the platform to every company). */
  company_id: number | null;
  name: string;
  /** True for a global profile: readable by every company, editable by none of them. */
  global: boolean;
  updated_at: string;
} & ProfileRangeFields;

/** A page of profiles; the list is named `profile`, as the contract names it (api.md §3). */
export interface ProfileListAnswer {
  profile: ProfileRecord[];
  page: number;
  totalPages: number;
  total: number;
}

export interface ProfileAnswer {
  profile: ProfileRecord;
}

export interface DeletedProfileAnswer {
  profile_id: number;
}

/** A result of an employee as a manager lists it. */
export interface EmployeeResultSummary {
  result_id: number;
  number: number;
  date: string;
}

/**
 * A page of an employee's results, named `diagnoses` as the contract names them (api.md §3); one
 * result read by its id is answered as `diagnose`.
 */
export interface EmployeeResultsAnswer {
  diagnoses: EmployeeResultSummary[];
  page: number;
  totalPages: number;
  total: number;
}

/** The comparison profile chosen for a result (null when none is chosen). */
export interface ChosenProfile {
  profile_id: number;
  name: string;
}

/** GET /companies/get-employee-result-inform: the report plus the chosen profile's comparison. */
export interface EmployeeResultReportAnswer {
  employee: { name: string; email: string };
  /** Null when the protocol is invalid: it describes nobody, so the company gets scores only. */
  inform: ResultReport | null;
  scores: Record<string, number>;
  profile: ProfileRecord | null;
  /** Null without a chosen profile, and for an invalid protocol. */
  comparison: ProfileFit | null;
  validity: ProtocolValidity;
  /** When the company granted a free retake of this (invalid) result; null if it has not. */
  retakeGrantedAt: string | null;
}

/** PATCH /companies/grant-retake: the retake granted for an invalid result. */
export interface RetakeGrantAnswer {
  result_id: number;
  retakeGrantedAt: string;
}

export interface ResultProfileChoiceAnswer {
  result_id: number;
  profile_id: number | null;
}

export interface EmployeeReportDocumentAnswer {
  pdfBase64: string;
}
