import type { ApplicationSource, Language } from '@facet/platform-kernel';
import type { UserSessionAnswer } from '@facet/session-domain';
import type { CandidateView } from './position-schemas';

/**
 * What the position calls answer (issue 39 part 1, D90). Moments are ISO 8601 strings in UTC.
 */

/**
 * A position as its managers see it: `open` takes applicants now, `scheduled` opens later,
 * `full` has no seat left, `closed` was closed by a manager or is past its closing.
 */
export const positionStates = ['open', 'scheduled', 'full', 'closed'] as const;
export type PositionState = (typeof positionStates)[number];

/** The same position as a visitor of its link sees it. */
export const publicPositionStates = ['open', 'not_yet_open', 'full', 'closed'] as const;
export type PublicPositionState = (typeof publicPositionStates)[number];

/** How applications came in: through the position's link now; invitations and files later. */
export { applicationSources, type ApplicationSource } from '@facet/platform-kernel';

/**
 * An application's progress: `applied` (no attempt yet), `started` (an attempt runs under it),
 * `submitted` (its result is the company's).
 */
export const applicationStatuses = ['applied', 'started', 'submitted'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/**
 * How long a company that never chose its own period (hiring_settings, D91) keeps the data of a
 * candidate it did not hire, in months.
 */
export const defaultCandidateRetentionMonths = 12 as const;

/** The path of a position's public page, where its QR code and job adverts point. */
export function positionLinkPath(token: string): string {
  return `/apply/${token}`;
}

/** The path of the mailed link that confirms a pending sign-up. */
export function applicationConfirmationPath(token: string): string {
  return `/apply/confirm/${token}`;
}

export interface PositionCounts {
  /** Every application, whatever its progress. */
  applied: number;
  /** Applications with an attempt running. */
  started: number;
  /** Applications whose assessment was submitted. */
  finished: number;
}

export interface Position {
  id: number;
  name: string;
  profileId: number;
  profileName: string;
  groupId: number | null;
  groupName: string | null;
  languages: Language[];
  opensAt: string;
  closesAt: string | null;
  /** When a manager closed it, or it was found past `closesAt`; null while not closed. */
  closedAt: string | null;
  candidateCap: number;
  /** Licences still reserved for new applicants. */
  seatsLeft: number;
  candidateView: CandidateView;
  state: PositionState;
  /** The link's token; the page is `positionLinkPath(publicToken)`. */
  publicToken: string;
  counts: PositionCounts;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/hiring/positions: newest first. */
export interface PositionListAnswer {
  positions: Position[];
}

/** Create, read, update and close answer the position as it is after the call. */
export interface PositionAnswer {
  position: Position;
}

/** GET /api/apply/{token}: what a visitor sees before registering, and nothing more. */
export interface PublicPositionAnswer {
  company: {
    name: string;
    /** `/api/company-logos/{key}`, or null without a logo. */
    logoUrl: string | null;
  };
  position: {
    name: string;
    /** The languages the assessment may be taken in. */
    languages: Language[];
    state: PublicPositionState;
    opensAt: string;
    closesAt: string | null;
  };
  /** What happens to the applicant's data (the page words it in the visitor's language). */
  dataUse: {
    /** Months the company keeps a candidate's data who was not hired. */
    retentionMonths: number;
    /** What the candidate sees on finishing: their full report or a short summary. */
    candidateView: CandidateView;
  };
}

/** POST /api/apply/{token}/registrations: the confirmation link was mailed to `email`. */
export interface RegistrationPendingAnswer {
  email: string;
  /** Hours the mailed link stays valid. */
  confirmationValidHours: number;
}

/** One application as its applicant sees it. */
export interface CandidateApplication {
  id: number;
  positionName: string;
  companyName: string;
  source: ApplicationSource;
  status: ApplicationStatus;
  appliedAt: string;
  submittedAt: string | null;
}

/** POST /api/apply/{token}/applications. */
export interface ApplicationAnswer {
  application: CandidateApplication;
}

/**
 * POST /api/apply/confirmations: the new account is signed in as after login (the refresh
 * cookie is set), with its application.
 */
export interface ApplicationConfirmationAnswer extends UserSessionAnswer {
  application: CandidateApplication;
}
