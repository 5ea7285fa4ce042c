import type { CompanyRole, LicenceState } from '@facet/platform-kernel';
import type { Knex } from 'knex';

/** A person's name and e-mail, as the session feature (which owns accounts) reads them. */
export interface AccountContact {
  id: number;
  email: string;
  name: string;
}

/** A person's membership with its company's name, as the company feature reads it. */
export interface AccountMembership {
  company_id: number;
  company_name: string;
  role: CompanyRole;
  licence_state: LicenceState;
}

/**
 * What the account needs of the features that own its data, passed in its plugin's options by
 * the app (D84), as the session feature takes companies' (D80): this feature imports neither.
 * The session feature owns accounts, the company feature memberships.
 */
export interface AccountPorts {
  userContactOf: (
    database: Knex | Knex.Transaction,
    userId: number,
  ) => Promise<AccountContact | undefined>;
  /** The same, with the user's row locked for the rest of the transaction (before a rename). */
  lockUserContact: (
    transaction: Knex.Transaction,
    userId: number,
  ) => Promise<AccountContact | undefined>;
  renameUser: (transaction: Knex.Transaction, userId: number, name: string) => Promise<void>;
  membershipWithCompany: (
    database: Knex | Knex.Transaction,
    userId: number,
  ) => Promise<AccountMembership | undefined>;
  /** Ends the membership (refusing the last administrator's); answers what was removed. */
  removeMember: (
    transaction: Knex.Transaction,
    member: { userId: number; companyId: number },
  ) => Promise<{ role: CompanyRole; licence_state: LicenceState } | undefined>;
}
