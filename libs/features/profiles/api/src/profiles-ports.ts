import type { LicenceState } from '@facet/platform-kernel';
import type { Knex } from 'knex';

/**
 * What profiles needs of the features that own the data it filters and changes, passed in the
 * plugin's options by the app (D84), so it imports neither: the company feature owns memberships,
 * licences and branding, the groups feature groups and their members, the hiring feature
 * positions and their applications (a position's ranking, D92).
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
  /** The company's position a ranking is opened for, with its profile; undefined when none. */
  companyPosition: (
    transaction: Knex.Transaction,
    companyId: number,
    positionId: number,
  ) => Promise<{ position_id: number; name: string; profile_id: number } | undefined>;
  /**
   * The position's submitted applications as a subquery the ranking joins: `application_id`,
   * `user_id`, `result_id` (the result the application was submitted with), `applied_at`,
   * `source` and `hired_at` (null until the company hires the applicant).
   */
  positionApplicants: (
    database: Knex | Knex.Transaction,
    companyId: number,
    positionId: number,
  ) => Knex.QueryBuilder;
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
