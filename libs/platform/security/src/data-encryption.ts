import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Secrets the product must use again later (webhook signing secrets) are stored encrypted with
 * AES-256-GCM under a key from configuration (`DATA_ENCRYPTION_KEY`), never in the database, so a
 * copy of the database or of its backups alone gives none of them (security review N7).
 *
 * A stored value reads `enc:v1:<key id>:<iv>:<ciphertext>:<tag>` (base64url parts). The key id
 * beside the ciphertext names the key that sealed it, so after a rotation the retired key still
 * opens old values while the new one seals every new value; see README, "Rotating the data
 * encryption key".
 */
const prefix = 'enc:v1:';
const keyBytes = 32;
const ivBytes = 12;

/** A key that seals and opens, and the short id stored beside what it sealed. */
export interface DataKey {
  id: string;
  key: Buffer;
}

/** The key that seals new values, and every key that may still open stored ones. */
export interface DataKeyring {
  current: DataKey;
  byId: ReadonlyMap<string, DataKey>;
}

/** A value sealed under a key the keyring does not hold, or altered since it was sealed. */
export class UnreadableSecret extends Error {
  override readonly name = 'UnreadableSecret';
}

/** A fresh 32-byte key as base64, the form `DATA_ENCRYPTION_KEY` takes. */
export function createDataEncryptionKey(): string {
  return randomBytes(keyBytes).toString('base64');
}

/** Whether `value` is 32 bytes written as standard base64 (what `openssl rand -base64 32` gives). */
export function isDataEncryptionKey(value: string): boolean {
  return /^[A-Za-z0-9+/]{43}=$/.test(value);
}

/** A key's id: a keyed digest, so it tells nothing of the key and two keys never share one. */
function dataKeyOf(encoded: string): DataKey {
  if (!isDataEncryptionKey(encoded)) {
    throw new Error('A data encryption key must be 32 bytes written as base64');
  }
  const key = Buffer.from(encoded, 'base64');
  const id = createHmac('sha256', key).update('facet data key id').digest('base64url').slice(0, 8);
  return { id, key };
}

/** The keyring of `current` (seals and opens) and `retired` keys (open only). */
export function dataKeyring(current: string, retired: readonly string[] = []): DataKeyring {
  const currentKey = dataKeyOf(current);
  const byId = new Map<string, DataKey>([[currentKey.id, currentKey]]);
  for (const encoded of retired) {
    const key = dataKeyOf(encoded);
    if (!byId.has(key.id)) byId.set(key.id, key);
  }
  return { current: currentKey, byId };
}

/**
 * Seals `plaintext` under the current key. `purpose` (such as `webhook_endpoints.secret`) is
 * authenticated with it, so a value copied into another column does not open there.
 */
export function encryptSecret(keyring: DataKeyring, plaintext: string, purpose: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    `${prefix}${keyring.current.id}`,
    iv.toString('base64url'),
    sealed.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
  ].join(':');
}

/** Whether a stored value is sealed (and not a plain value from before encryption). */
export function isEncryptedSecret(stored: string): boolean {
  return stored.startsWith(prefix);
}

/** The id of the key that sealed `stored`, or undefined for a plain value. */
export function dataKeyIdOf(stored: string): string | undefined {
  if (!isEncryptedSecret(stored)) return undefined;
  return stored.slice(prefix.length).split(':')[0];
}

/** Opens a value `encryptSecret` sealed for the same `purpose`; UnreadableSecret otherwise. */
export function decryptSecret(keyring: DataKeyring, stored: string, purpose: string): string {
  const [keyId, iv, sealed, tag, ...rest] = stored.slice(prefix.length).split(':');
  if (!isEncryptedSecret(stored) || !keyId || !iv || !sealed || !tag || rest.length > 0) {
    throw new UnreadableSecret('The stored value is not an encrypted secret');
  }
  const dataKey = keyring.byId.get(keyId);
  if (!dataKey) {
    throw new UnreadableSecret(`The secret was encrypted with a key (${keyId}) not configured`);
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', dataKey.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new UnreadableSecret('The encrypted secret does not open: it was altered');
  }
}

/**
 * A value sealed under a key of the ring, sealed again under the current key, for the data
 * migrations run at start after a key rotation; undefined when the current key already sealed it.
 * UnreadableSecret when no configured key opens it (it stays as it is, and is counted).
 */
export function resealedUnderCurrentKey(
  keyring: DataKeyring,
  stored: string,
  purpose: string,
): string | undefined {
  if (dataKeyIdOf(stored) === keyring.current.id) return undefined;
  return encryptSecret(keyring, decryptSecret(keyring, stored, purpose), purpose);
}
