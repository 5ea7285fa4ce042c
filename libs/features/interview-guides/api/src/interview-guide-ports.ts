import type { GuideProfile } from '@facet/interview-guides-domain';
import type { Problem } from '@facet/platform-kernel';
import type { Knex } from 'knex';

type Reader = Knex | Knex.Transaction;

/**
 * What an interview guide reads of the features that own its data, passed in the plugin's
 * options by the app (D84): this feature imports none of them.
 */
export interface InterviewGuidePorts {
  /** Assessment's: the results taken under the company, as the query `r` (`id`, `user_id`, …). */
  companyResults: (database: Reader, companyId: number) => Knex.QueryBuilder;
  /** Profiles': a profile the company may read (its own or a global one), else `notFound`. */
  findVisibleProfile: (
    transaction: Knex.Transaction,
    companyId: number,
    profileId: number,
    notFound?: Problem,
  ) => Promise<GuideProfile>;
  /** Session's: every user's `user_id`, `name` and `email`. */
  namedUsers: (database: Reader) => Knex.QueryBuilder;
  /** Company's: its name, in the PDF's footer. */
  companyNameOf: (transaction: Knex.Transaction, companyId: number) => Promise<string>;
}
