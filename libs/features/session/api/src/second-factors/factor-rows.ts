import type { Principal } from '@facet/platform-http';
import { resealStoredSecrets } from '@facet/platform-db';
import { decryptSecret, encryptSecret, type DataKeyring } from '@facet/platform-security';
import type { Knex } from 'knex';

/** What the encryption of a TOTP secret is bound to: a sealed value opens in no other column. */
const totpSecretPurpose = 'second_factors.secret totp';

export function sealTotpSecret(keyring: DataKeyring, secret: string): string {
  return encryptSecret(keyring, secret, totpSecretPurpose);
}

export function openTotpSecret(keyring: DataKeyring, stored: string): string {
  return decryptSecret(keyring, stored, totpSecretPurpose);
}

export const ownerOf = (principal: Principal) => ({
  principal_kind: principal.kind,
  principal_id: principal.id,
});

/** The person's TOTP factor, confirmed or still pending, if any. */
export function totpFactorOf(database: Knex | Knex.Transaction, principal: Principal) {
  return database('second_factors')
    .where({ ...ownerOf(principal), kind: 'totp' })
    .first('id', 'secret', 'last_used_step', 'confirmed_at');
}

/** Whether the person holds a confirmed second factor of any kind. */
export async function hasSecondFactor(
  database: Knex | Knex.Transaction,
  principal: Principal,
): Promise<boolean> {
  const factor = await database('second_factors')
    .where(ownerOf(principal))
    .whereNotNull('confirmed_at')
    .first('id');
  return factor !== undefined;
}

/**
 * Takes a TOTP step for the factor unless a step as late was taken meanwhile: the condition is in
 * the update, so two requests racing with one code cannot both pass (answers whether it took).
 */
export async function takeTotpStep(
  database: Knex | Knex.Transaction,
  factorId: number,
  step: number,
  confirm: boolean,
): Promise<boolean> {
  const taken = await database('second_factors')
    .where({ id: factorId })
    .where((query) => query.whereNull('last_used_step').orWhere('last_used_step', '<', step))
    .update({
      last_used_step: step,
      last_used_at: database.fn.now(),
      ...(confirm && { confirmed_at: database.fn.now() }),
    });
  return taken === 1;
}

/**
 * Deletes a person's factors (passkeys among them), recovery codes and pending passkey
 * challenges (an account deleted or erased).
 */
export async function eraseSecondFactorsOf(
  transaction: Knex.Transaction,
  principal: Principal,
): Promise<void> {
  await transaction('second_factors').where(ownerOf(principal)).delete();
  await transaction('recovery_codes').where(ownerOf(principal)).delete();
  await transaction('webauthn_challenges').where(ownerOf(principal)).delete();
}

/**
 * Seals every TOTP secret under the current key, run at each API start as the webhook secrets
 * are (README, "Rotating the data encryption key"): after a rotation the retired key may go once
 * every instance has started. A secret under a key no longer configured is counted and left: its
 * owner signs in with a recovery code and sets the app up again.
 */
export function sealStoredTotpSecrets(
  database: Knex,
  keyring: DataKeyring,
): Promise<{ sealed: number; unreadable: number }> {
  return resealStoredSecrets(
    database,
    {
      table: 'second_factors',
      key: 'id',
      column: 'secret',
      purpose: totpSecretPurpose,
      where: { kind: 'totp' },
    },
    keyring,
  );
}
