import {
  decryptSecret,
  encryptSecret,
  isEncryptedSecret,
  resealedUnderCurrentKey,
  UnreadableSecret,
  type DataKeyring,
} from '@facet/platform-security';
import type { Knex } from 'knex';

/**
 * What the encryption of a signing secret is bound to. The current and the previous secret share
 * it: a rotation moves the sealed current secret into `previous_secret` as it is.
 */
const signingSecretPurpose = 'webhook signing secret';

/** A new signing secret as `webhook_endpoints` stores it (security review N7). */
export function sealSigningSecret(keyring: DataKeyring, secret: string): string {
  return encryptSecret(keyring, secret, signingSecretPurpose);
}

/** A stored signing secret in clear; UnreadableSecret when no configured key opens it. */
export function openSigningSecret(keyring: DataKeyring, stored: string): string {
  return decryptSecret(keyring, stored, signingSecretPurpose);
}

/** The stored secret sealed under the current key, or undefined when it already is. */
function resealed(keyring: DataKeyring, stored: string | null): string | undefined {
  if (stored === null) return undefined;
  return isEncryptedSecret(stored)
    ? resealedUnderCurrentKey(keyring, stored, signingSecretPurpose)
    : sealSigningSecret(keyring, stored);
}

/**
 * The data migration of the signing secrets, run at every API start after the schema
 * migrations (it needs the key, which is the process's, not the database's): secrets stored in
 * clear before encryption, and secrets sealed under a retired key, are sealed under the current
 * key. Secrets under a key no longer configured are left as they are and counted: they stay
 * unreadable until the admin rotates them.
 */
export async function sealStoredSigningSecrets(
  database: Knex,
  keyring: DataKeyring,
): Promise<{ sealed: number; unreadable: number }> {
  return database.transaction(async (transaction) => {
    const rows = await transaction('webhook_endpoints')
      .forUpdate()
      .select('id', 'secret', 'previous_secret');
    let sealed = 0;
    let unreadable = 0;
    for (const row of rows) {
      try {
        const secret = resealed(keyring, row.secret);
        const previous = resealed(keyring, row.previous_secret);
        if (secret === undefined && previous === undefined) continue;
        await transaction('webhook_endpoints')
          .where({ id: row.id })
          .update({
            ...(secret !== undefined && { secret }),
            ...(previous !== undefined && { previous_secret: previous }),
          });
        sealed += 1;
      } catch (error) {
        if (!(error instanceof UnreadableSecret)) throw error;
        unreadable += 1;
      }
    }
    return { sealed, unreadable };
  });
}
