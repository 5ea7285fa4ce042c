import { adminProblems } from '@facet/admin-domain';
import type { AdminUserRecord } from '@facet/admin-domain';
import { Membership, removeMember } from '@facet/company-api';
import { paginate, problem, type Page, type PageQuery } from '@facet/platform-http';
import type { Knex } from 'knex';
import { anyColumnContains } from '@facet/platform-db';
import { deleteUserAccount, revokeSessionsOf } from '@facet/session-api';
import { recordAdminAction } from './admin-audit';
import { searchPage } from './search-page';

interface UserRow {
  id: number;
  name: string;
  email: string;
  lang: AdminUserRecord['lang'];
  role: AdminUserRecord['role'];
  company_id: number | null;
  company_name: string | null;
  licence_state: AdminUserRecord['licence_state'];
  created_at: Date;
}

function usersWithCompany(database: Knex | Knex.Transaction) {
  return database('users as u')
    .leftJoin('memberships as m', 'm.user_id', 'u.id')
    .leftJoin('companies as c', 'c.id', 'm.company_id')
    .select(
      'u.id',
      'u.name',
      'u.email',
      'u.lang',
      'm.role',
      'm.company_id',
      'c.name as company_name',
      'm.licence_state',
      'u.created_at',
    );
}

function toUserRecord(row: UserRow): AdminUserRecord {
  return {
    user_id: Number(row.id),
    name: row.name,
    email: row.email,
    lang: row.lang,
    role: row.role ?? null,
    company_id: row.company_id === null ? null : Number(row.company_id),
    companyName: row.company_name,
    licence_state: row.licence_state ?? null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** GET /admin/get-users?page: every user, by name. */
export async function listUsers(database: Knex, query: PageQuery): Promise<Page<AdminUserRecord>> {
  const list = usersWithCompany(database).orderByRaw('lower(u.name), u.id');
  const page = await paginate<UserRow>(list, query);
  return { ...page, rows: page.rows.map(toUserRecord) };
}

/** GET /admin/get-users/{id}: 404 when no such user. */
export async function getUser(database: Knex, userId: number): Promise<AdminUserRecord> {
  const row = await usersWithCompany(database).where('u.id', userId).first<UserRow | undefined>();
  if (!row) throw problem(adminProblems.userNotFound);
  return toUserRecord(row);
}

/** GET /admin/search/user?searchTerm: name or e-mail containing the term, any case. */
export async function searchUsers(
  database: Knex,
  query: PageQuery & { searchTerm: string },
): Promise<Page<AdminUserRecord>> {
  const matching = database('users as u').where(
    anyColumnContains({ table: 'u', columns: ['name', 'email'] }, query.searchTerm),
  );
  const page = await searchPage<UserRow>(
    database,
    {
      matching,
      idColumn: 'u.id',
      sortKey: 'lower(u.name)',
      details: (ids) => usersWithCompany(database).whereIn('u.id', ids),
    },
    query,
  );
  return { ...page, rows: page.rows.map(toUserRecord) };
}

/**
 * DELETE /admin/delete-user {userEmailDelete}: erases the account and, through the foreign keys,
 * its membership, group memberships, assessment sessions, answers and results (docs/decisions.md
 * "Platform back office"). Data-rights requests stay, unlinked, for their legal retention. Every
 * sign-in of the person ends with their refresh tokens. 404 unknown e-mail; 409 the last
 * administrator of a company (someone else must administer it first).
 */
export async function deleteUser(
  database: Knex,
  adminId: number,
  email: string,
): Promise<{ email: string }> {
  return database.transaction(async (transaction) => {
    const user = await transaction('users')
      .whereRaw('lower(email) = lower(?)', [email])
      .forUpdate()
      .first('id', 'email');
    if (!user) throw problem(adminProblems.noUserWithEmail);
    const userId = Number(user.id);
    const membership = await Membership.query(transaction).findById(userId);
    if (membership) {
      await removeMember(transaction, { userId, companyId: membership.company_id });
    }
    await deleteUserAccount(transaction, { id: userId, email: user.email });
    await recordAdminAction(transaction, adminId, {
      action: 'user.deleted',
      target: `user #${userId}`,
      subjectUserId: userId,
      companyId: membership ? Number(membership.company_id) : null,
      details: { role: membership?.role ?? null },
    });
    return { email: user.email };
  });
}

/**
 * POST /admin/end-user-sessions {user_id}: ends every sign-in of the user and every access token
 * issued to them, as a logout on each of their browsers would (docs/decisions.md D97). 404 when
 * no such user.
 */
export async function endUserSessions(
  database: Knex,
  adminId: number,
  userId: number,
): Promise<{ name: string }> {
  return database.transaction(async (transaction) => {
    const user = await transaction('users').where({ id: userId }).first('id', 'name');
    if (!user) throw problem(adminProblems.userNotFound);
    const membership = await Membership.query(transaction).findById(userId);
    await revokeSessionsOf(transaction, { kind: 'user', id: userId });
    await recordAdminAction(transaction, adminId, {
      action: 'user.sessions-ended',
      target: `user #${userId}`,
      subjectUserId: userId,
      companyId: membership ? Number(membership.company_id) : null,
    });
    return { name: user.name };
  });
}
