import { randomInt } from 'node:crypto';
import type { Principal } from '@facet/platform-http';
import { hashSecret } from '@facet/platform-security';
import { recoveryCodeCount } from '@facet/session-domain';
import type { Knex } from 'knex';

const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';

/** `xxxx-xxxx-xxxx-xxxx` of base-32 letters drawn by the system's random source: 80 bits. */
function newRecoveryCode(): string {
  const letters = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return letters.match(/.{4}/g)!.join('-');
}

/**
 * Replaces a person's recovery codes with ten new ones and answers them, to be shown once. Only
 * their SHA-256 is stored: 80 random bits cannot be found from it by trying, so the slow hash
 * passwords need would add nothing but a lookup that tries ten argon2 hashes per code (D98).
 */
export async function issueRecoveryCodes(
  transaction: Knex.Transaction,
  principal: Principal,
): Promise<string[]> {
  const owner = { principal_kind: principal.kind, principal_id: principal.id };
  await transaction('recovery_codes').where(owner).delete();
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await transaction('recovery_codes').insert(
    codes.map((code) => ({ ...owner, code_hash: hashSecret(code) })),
  );
  return codes;
}

/** Marks `code` used when it is one of the person's unused codes; answers whether it was. */
export async function spendRecoveryCode(
  database: Knex | Knex.Transaction,
  principal: Principal,
  code: string,
): Promise<boolean> {
  const spent = await database('recovery_codes')
    .where({
      principal_kind: principal.kind,
      principal_id: principal.id,
      code_hash: hashSecret(code),
    })
    .whereNull('used_at')
    .update({ used_at: database.fn.now() });
  return spent === 1;
}

/** How many of the person's recovery codes are still unused. */
export async function recoveryCodesLeft(database: Knex, principal: Principal): Promise<number> {
  const [row] = await database('recovery_codes')
    .where({ principal_kind: principal.kind, principal_id: principal.id })
    .whereNull('used_at')
    .count<{ count: string }[]>('* as count');
  return Number(row?.count ?? 0);
}
