import type { LicenceState } from '@facet/platform-kernel';
import type { Knex } from 'knex';

/**
 * What profiles needs of the features that own the data it filters and changes, passed in the
 * plugin's options by the app (D84), so it imports neither: the company feature owns memberships,
 * licences and branding, the groups feature groups and their members.
 */
export interface ProfilesPorts {
  /** Whether the company has the group the ranking or the pipeline is filtered by. */
  companyHasGroup: (
    transaction: Knex.Transaction,
    companyId: number,
    groupId: number,
  ) => Promise<boolean>;
  /** The `user_id` of each member of the group, as a subquery the filter joins. */
  groupMemberIds: (database: Knex | Knex.Transaction, groupId: number) => Knex.QueryBuilder;
  /** The member's licence state, their membership row locked for the rest of the transaction. */
  lockMembership: (
    transaction: Knex.Transaction,
    userId: number,
  ) => Promise<{ licence_state: LicenceState } | undefined>;
  /** Lets the member start one more attempt without taking a licence. */
  grantRetakeLicence: (
    transaction: Knex.Transaction,
    member: { userId: number; companyId: number },
  ) => Promise<void>;
  /** The company the person belongs to now, with its logo as a `data:` URL; null when none. */
  memberCompany: (
    database: Knex,
    member: { email: string },
  ) => Promise<{ name: string; logo: string | null } | null>;
}
