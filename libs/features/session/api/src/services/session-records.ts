import type { SessionAdmin, SessionUser } from '@facet/session-domain';
import type { Knex } from 'knex';

/** The user record the client shows and may cache: name, e-mail and company role. */
export async function findSessionUser(
  database: Knex | Knex.Transaction,
  userId: number,
): Promise<SessionUser | undefined> {
  const row = await database('users')
    .leftJoin('memberships', 'memberships.user_id', 'users.id')
    .where('users.id', userId)
    .first<
      | {
          id: number;
          name: string;
          email: string;
          lang: SessionUser['lang'];
          role: SessionUser['role'] | null;
          company_id: number | null;
        }
      | undefined
    >(
      'users.id',
      'users.name',
      'users.email',
      'users.lang',
      'memberships.role',
      'memberships.company_id',
    );
  if (!row) return undefined;
  return { ...row, role: row.role ?? 'user', company_id: row.company_id ?? null };
}

export async function findSessionAdmin(
  database: Knex | Knex.Transaction,
  adminId: number,
): Promise<SessionAdmin | undefined> {
  return database('platform_admins')
    .where({ id: adminId })
    .first<SessionAdmin | undefined>('id', 'name', 'email');
}
