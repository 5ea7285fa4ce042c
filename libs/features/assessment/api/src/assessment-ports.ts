import type { LicenceState } from '@facet/platform-kernel';
import type { Knex } from 'knex';

/** A person's membership as a launch locks it: the company, and where its licence stands. */
export interface LaunchMembership {
  company_id: number;
  licence_state: LicenceState;
}

/**
 * What the assessment needs of the company feature, which owns memberships and licences, passed
 * in the plugin's options by the app (D84): this feature's shipped code does not import it.
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
  /** Marks the member's licence spent, once their attempt is finished. */
  spendLicence: (transaction: Knex.Transaction, userId: number) => Promise<void>;
}
