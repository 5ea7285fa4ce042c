import type { Language } from '@facet/platform-kernel';
import type { Knex } from 'knex';
import { raw } from 'objection';
import { OneTimeToken, PlatformAdmin, RefreshToken, User } from '../models';
import { eraseSecondFactorsOf } from '../second-factors/factor-rows';
import { revokeSessionsOf } from './refresh-tokens';

/**
 * The accounts' writes that other features ask for: the account page, the back office and the
 * data-rights rectification. Each runs in the caller's transaction; the caller checks and audits.
 */

/** The person's new name (the account page). */
export async function renameUser(
  transaction: Knex.Transaction,
  userId: number,
  name: string,
): Promise<void> {
  await User.query(transaction)
    .findById(userId)
    .patch({ name, updated_at: raw('now()') });
}

/** A corrected name and/or address of a person's account (a data-rights rectification). */
export async function rectifyUser(
  transaction: Knex.Transaction,
  userId: number,
  patch: { name?: string; email?: string },
): Promise<void> {
  await User.query(transaction)
    .findById(userId)
    .patch({ ...patch, updated_at: raw('now()') });
}

/**
 * Deletes a user's account for the back office: every sign-in ends at once, their open reset
 * and registration links go, then the account and, through the foreign keys, what hangs on it.
 */
export async function deleteUserAccount(
  transaction: Knex.Transaction,
  user: { id: number; email: string },
): Promise<void> {
  await revokeSessionsOf(transaction, { kind: 'user', id: user.id });
  await RefreshToken.query(transaction)
    .where({ principal_kind: 'user', principal_id: user.id })
    .delete();
  await OneTimeToken.query(transaction)
    .whereIn('purpose', ['password_reset', 'registration'])
    .whereRaw('lower(email) = lower(?)', [user.email])
    .delete();
  await eraseSecondFactorsOf(transaction, { kind: 'user', id: user.id });
  await User.query(transaction).deleteById(user.id);
}

/** A new platform administrator's account, with the hash of its first password. */
export async function createPlatformAdminAccount(
  transaction: Knex.Transaction,
  admin: { name: string; email: string; lang: Language; passwordHash: string },
): Promise<PlatformAdmin> {
  return PlatformAdmin.query(transaction).insertAndFetch({
    name: admin.name,
    email: admin.email,
    lang: admin.lang,
    password_hash: admin.passwordHash,
  });
}

/** A platform administrator's new name and/or notification choice; undefined when unknown. */
export async function updatePlatformAdminAccount(
  transaction: Knex.Transaction,
  adminId: number,
  update: { name?: string; notifications?: boolean },
): Promise<PlatformAdmin | undefined> {
  const [admin] = await PlatformAdmin.query(transaction)
    .where('id', adminId)
    .patch({
      ...(update.name !== undefined && { name: update.name }),
      ...(update.notifications !== undefined && { notifications: update.notifications }),
      updated_at: raw('now()'),
    })
    .returning('*');
  return admin;
}

/** Deletes a platform administrator's account; its access tokens stop working at once. */
export async function deletePlatformAdminAccount(
  transaction: Knex.Transaction,
  adminId: number,
): Promise<void> {
  await revokeSessionsOf(transaction, { kind: 'admin', id: adminId });
  await RefreshToken.query(transaction)
    .where({ principal_kind: 'admin', principal_id: adminId })
    .delete();
  await eraseSecondFactorsOf(transaction, { kind: 'admin', id: adminId });
  await PlatformAdmin.query(transaction).deleteById(adminId);
}
