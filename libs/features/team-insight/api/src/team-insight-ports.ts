import type { GroupSummary } from '@facet/groups-domain';
import type { Knex } from 'knex';

type Reader = Knex | Knex.Transaction;

/**
 * What the team view needs of the features that own its data, passed in the plugin's options by
 * the app (D84): this feature imports none of them. The query builders are joined as subqueries
 * (D80), so a view stays one query.
 */
export interface TeamInsightPorts {
  /** Company's: the company's members, `user_id`, `role`, `name`, `email` among their columns. */
  companyMembers: (database: Reader, companyId: number) => Knex.QueryBuilder;
  /** Company's: its name. */
  companyNameOf: (transaction: Knex.Transaction, companyId: number) => Promise<string>;
  /** Assessment's: the results taken under the company (`id`, `user_id`, `scores`, …). */
  companyResults: (database: Reader, companyId: number) => Knex.QueryBuilder;
  /** Groups': one of the company's groups, or its "not found" problem. */
  findCompanyGroup: (
    transaction: Knex.Transaction,
    companyId: number,
    groupId: number,
  ) => Promise<GroupSummary>;
  /** Groups': the `user_id` of each member of the group. */
  groupMemberIds: (database: Reader, groupId: number) => Knex.QueryBuilder;
  /** Session's: every user's `user_id`, `name` and `email`. */
  namedUsers: (database: Reader) => Knex.QueryBuilder;
}
