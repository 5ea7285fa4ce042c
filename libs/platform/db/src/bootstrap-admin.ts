import { recordAudit } from './audit';
import { hashPassword } from '@facet/platform-security';
import type { Database } from './knex';

/**
 * The first platform admin of a new installation (README, Configuration). It is created only while
 * no admin exists, so these variables can never add a second admin behind the admins' backs.
 */
export async function ensureBootstrapAdmin(
  database: Database,
  credentials: { email: string; password: string } | undefined,
): Promise<'created' | 'exists' | 'not-configured'> {
  if (!credentials) return 'not-configured';
  return database.transaction(async (transaction) => {
    // Serialises concurrent starts of several API instances on the same database.
    await transaction.raw('select pg_advisory_xact_lock(hashtext(?))', ['bootstrap-admin']);
    const existing = await transaction('platform_admins').count<{ count: string }[]>('* as count');
    if (Number(existing[0]?.count ?? 0) > 0) return 'exists';
    await transaction('platform_admins').insert({
      email: credentials.email.toLowerCase(),
      name: 'Administrator',
      password_hash: await hashPassword(credentials.password),
      notifications: true,
    });
    await recordAudit(transaction, {
      actor: { kind: 'system', id: null },
      action: 'platform-admin.bootstrap',
      target: credentials.email.toLowerCase(),
      subjectUserId: null,
    });
    return 'created';
  });
}
