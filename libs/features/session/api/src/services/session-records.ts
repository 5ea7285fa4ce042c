import type { SessionAdmin, SessionUser } from '@facet/session-domain';
import type { Knex } from 'knex';
import type { CompanyMembershipOf } from '../session-options';

/**
 * The user record the client shows and may cache: name, e-mail and company role. The company and
 * role come from the company feature, which owns memberships (`membershipOf`).
 */
export async function findSessionUser(
  database: Knex | Knex.Transaction,
  membershipOf: CompanyMembershipOf,
  userId: number,
): Promise<SessionUser | undefined> {
  const user = await database('users').where({ id: userId }).first('id', 'name', 'email', 'lang');
  if (!user) return undefined;
  const membership = await membershipOf(database, userId);
  return {
    ...user,
    role: membership?.role ?? 'user',
    company_id: membership?.companyId ?? null,
  };
}

export async function findSessionAdmin(
  database: Knex | Knex.Transaction,
  adminId: number,
): Promise<SessionAdmin | undefined> {
  return database('platform_admins').where({ id: adminId }).first('id', 'name', 'email');
}
