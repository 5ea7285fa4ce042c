import type { Language, LicenceState } from '@facet/platform-kernel';
import type { Knex } from 'knex';

/** A person's membership as a launch locks it: the company, and where its licence stands. */
export interface LaunchMembership {
  company_id: number;
  licence_state: LicenceState;
  /** The languages the grant offers the attempt (a position's); any of the product's if absent. */
  languages?: readonly Language[];
}

/** An attempt as it was just opened, in the company of the grant it runs under. */
export interface OpenedAttempt {
  userId: number;
  companyId: number;
  sessionId: number;
}

/** An attempt as it was just finished, with its result. */
export interface FinishedAttempt {
  userId: number;
  /** Null for an attempt of a person who belonged to no company (none is launched so now). */
  companyId: number | null;
  sessionId: number;
  resultId: number;
}

/**
 * What the assessment needs of the company feature, which owns memberships and licences, passed
 * in the plugin's options by the app (D84): this feature's shipped code does not import it. An
 * attempt runs under a grant: the person's membership and its licence, or another the app
 * composes in its place (an open application, D90); each port speaks of that same grant.
 */
export interface AssessmentPorts {
  /** The person's membership with their company's name; undefined when they belong to none. */
  membershipWithCompany: (
    database: Knex | Knex.Transaction,
    userId: number,
  ) => Promise<{ company_name: string; licence_state: LicenceState } | undefined>;
  /** The same, locked for the rest of the transaction, so two launches cannot both take one. */
  lockMembership: (
    transaction: Knex.Transaction,
    userId: number,
  ) => Promise<LaunchMembership | undefined>;
  /** Takes one of the company's licences for the member; false when none is left. */
  consumeLicence: (
    transaction: Knex.Transaction,
    member: { userId: number; companyId: number },
  ) => Promise<boolean>;
  /** The grant learns the attempt it runs, once the attempt is opened. */
  attemptOpened: (transaction: Knex.Transaction, attempt: OpenedAttempt) => Promise<void>;
  /** Marks the grant of a finished attempt spent (the member's licence, an application). */
  spendLicence: (transaction: Knex.Transaction, attempt: FinishedAttempt) => Promise<void>;
}
