import type { Knex } from 'knex';
import type { CompanyRole, LicenceState } from '@facet/platform-kernel';
import { Membership } from '../models';

/**
 * A company's members with their names, one row each: `user_id`, `company_id`, `role`,
 * `licence_state`, `joined_at`, `name`, `email` and `search_key` (what a search matches). Other features join it as a subquery where they page or
 * sort people (D80: the owner publishes the query, the reader joins it).
 */
export function companyMembers(database: Knex | Knex.Transaction, companyId: number) {
  return database('memberships as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where('m.company_id', companyId)
    .select(
      'm.user_id',
      'm.company_id',
      'm.role',
      'm.licence_state',
      'm.joined_at',
      'u.name',
      'u.email',
      'u.search_key',
    );
}

/** Whether the person is a member of the company, whatever their role. */
export async function isCompanyMember(
  database: Knex | Knex.Transaction,
  member: { companyId: number; userId: number },
): Promise<boolean> {
  const found = await database('memberships')
    .where({ company_id: member.companyId, user_id: member.userId })
    .first('user_id');
  return found !== undefined;
}

/**
 * Every membership of every company, `company_id, user_id, role, joined_at`, as a subquery: the
 * hiring retention sweep finds the candidates whose clock runs and the people it must not erase.
 */
export function membershipRoles(database: Knex | Knex.Transaction) {
  return database('memberships').select('company_id', 'user_id', 'role', 'joined_at');
}

/**
 * A person's membership with their company's name and e-mail; undefined when they belong to none.
 */
export async function membershipWithCompany(
  database: Knex | Knex.Transaction,
  userId: number,
): Promise<
  | {
      company_id: number;
      company_name: string;
      company_email: string;
      role: CompanyRole;
      licence_state: LicenceState;
    }
  | undefined
> {
  const membership = await database('memberships as m')
    .join('companies as c', 'c.id', 'm.company_id')
    .where('m.user_id', userId)
    .first<
      | {
          company_id: string | number;
          company_name: string;
          company_email: string;
          role: CompanyRole;
          licence_state: LicenceState;
        }
      | undefined
    >(
      'm.company_id',
      'c.name as company_name',
      'c.email as company_email',
      'm.role',
      'm.licence_state',
    );
  return membership && { ...membership, company_id: Number(membership.company_id) };
}

/**
 * Locks a person's membership row for the rest of the transaction and answers its company and
 * licence state, so two launches of one person cannot both take a licence.
 */
export async function lockMembership(
  transaction: Knex.Transaction,
  userId: number,
): Promise<Pick<Membership, 'company_id' | 'licence_state'> | undefined> {
  return Membership.query(transaction)
    .findById(userId)
    .forUpdate()
    .select('company_id', 'licence_state');
}
