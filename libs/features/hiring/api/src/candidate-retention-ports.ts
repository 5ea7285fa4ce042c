import type { PersonalDataSource } from '@facet/platform-db';
import type { CompanyRole, Language } from '@facet/platform-kernel';
import type { Knex } from 'knex';

/**
 * What candidate retention and withdrawal (D91) need of the features that own the data, passed
 * in by the app (D84), so hiring imports no owner: the memberships, the company's name and the
 * new employee's membership (company), the candidate's address and language (session), and the
 * personal-data registry every owner declares its tables in, which erases a company's copy.
 */
export interface CandidateRetentionPorts {
  /** Every membership as a subquery: `company_id, user_id, role, joined_at`. */
  membershipRoles: (database: Knex | Knex.Transaction) => Knex.QueryBuilder;
  /** The person's membership, whatever the company; undefined when they belong to none. */
  membershipWithCompany: (
    database: Knex | Knex.Transaction,
    userId: number,
  ) => Promise<{ company_id: number; role: CompanyRole } | undefined>;
  addMember: (
    transaction: Knex.Transaction,
    member: { userId: number; companyId: number; role: CompanyRole },
  ) => Promise<void>;
  changeMemberRole: (
    transaction: Knex.Transaction,
    member: { userId: number; companyId: number },
    role: CompanyRole,
  ) => Promise<void>;
  companyNameOf: (transaction: Knex.Transaction, companyId: number) => Promise<string>;
  userMailContactOf: (
    database: Knex | Knex.Transaction,
    userId: number,
  ) => Promise<{ email: string; name: string; lang: Language } | undefined>;
  /** The personal-data registry, as the app composes it. */
  personalDataRegistry: readonly PersonalDataSource[];
}
