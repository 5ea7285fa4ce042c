import { createSecret, hashPassword, verifyPassword } from '@facet/platform-security';
import type { Knex } from 'knex';

interface AccountWithPassword {
  id: number;
  email: string;
  password_hash: string | null;
}

/**
 * A hash of a random password, checked when no account has the e-mail: an unknown address costs
 * the same argon2 work as a wrong password, so timing does not tell them apart (ASVS 5.0 V6.3.8).
 */
let decoyHash: Promise<string> | undefined;
function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(createSecret());
  return decoyHash;
}

/** The account of `email` in `table` when `password` is its password; otherwise undefined. */
export async function checkPassword(
  database: Knex,
  table: 'users' | 'platform_admins',
  email: string,
  password: string,
): Promise<AccountWithPassword | undefined> {
  const account = await database(table)
    .whereRaw('lower(email) = ?', [email.toLowerCase()])
    .first('id', 'email', 'password_hash');
  const hash = account?.password_hash ?? (await decoyPasswordHash());
  const matches = await verifyPassword(hash, password);
  return account?.password_hash && matches ? account : undefined;
}
