import { recordAudit } from '@facet/platform-db';
import { problem } from '@facet/platform-http';
import { accessProblems } from '@facet/platform-kernel';
import { hashPassword, verifyPassword } from '@facet/platform-security';
import { sessionProblems } from '@facet/session-domain';
import type { Knex } from 'knex';
import { retireResetLinksOf } from './password-reset';
import { revokeSessionsOf } from './refresh-tokens';

/**
 * Changes a signed-in user's password when the current one matches (400 naming the field
 * otherwise, not 401, which the web would read as an expired session), ends the user's other
 * sign-ins and every access token issued so far, and retires outstanding reset links. The
 * sign-in that asked keeps its refresh family; its caller issues it a fresh access token.
 */
export async function changePassword(
  database: Knex,
  userId: number,
  change: { password: string; newPassword: string; currentFamily: string | undefined },
): Promise<void> {
  const user = await database('users').where({ id: userId }).first('email', 'password_hash');
  if (!user) throw problem(accessProblems.signInAgain);
  if (!(await verifyPassword(user.password_hash, change.password))) {
    throw problem(sessionProblems.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(change.newPassword);
  await database.transaction(async (transaction) => {
    await transaction('users')
      .where({ id: userId })
      .update({ password_hash: passwordHash, updated_at: transaction.fn.now() });
    await retireResetLinksOf(transaction, 'user', user.email);
    await revokeSessionsOf(transaction, { kind: 'user', id: userId }, change.currentFamily);
    await recordAudit(transaction, {
      actor: { kind: 'user', id: userId },
      action: 'user.password-changed',
      subjectUserId: userId,
    });
  });
}
