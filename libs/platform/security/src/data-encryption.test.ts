import { describe, expect, it } from 'vitest';
import {
  createDataEncryptionKey,
  dataKeyIdOf,
  dataKeyring,
  decryptSecret,
  encryptSecret,
  isDataEncryptionKey,
  UnreadableSecret,
} from './data-encryption';

const purpose = 'webhook_endpoints.secret';
const secret = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;

describe('data encryption', () => {
  it('seals a secret so the stored value holds none of it, and opens it again', () => {
    const keyring = dataKeyring(createDataEncryptionKey());
    const stored = encryptSecret(keyring, secret, purpose);
    expect(stored).toMatch(/^enc:v1:[\w-]{8}:[\w-]+:[\w-]+:[\w-]+$/);
    expect(stored).not.toContain(secret.slice(6, 20));
    expect(encryptSecret(keyring, secret, purpose)).not.toBe(stored);
    expect(decryptSecret(keyring, stored, purpose)).toBe(secret);
  });

  it('opens values of a retired key and seals new ones with the current key', () => {
    const oldKey = createDataEncryptionKey();
    const before = dataKeyring(oldKey);
    const sealedBefore = encryptSecret(before, secret, purpose);
    const rotated = dataKeyring(createDataEncryptionKey(), [oldKey]);
    expect(decryptSecret(rotated, sealedBefore, purpose)).toBe(secret);
    const sealedAfter = encryptSecret(rotated, secret, purpose);
    expect(dataKeyIdOf(sealedAfter)).toBe(rotated.current.id);
    expect(dataKeyIdOf(sealedBefore)).toBe(before.current.id);
    expect(rotated.current.id).not.toBe(before.current.id);
  });

  it('refuses a value of an unknown key, of another column, or altered', () => {
    const keyring = dataKeyring(createDataEncryptionKey());
    const stored = encryptSecret(keyring, secret, purpose);
    const stranger = dataKeyring(createDataEncryptionKey());
    expect(() => decryptSecret(stranger, stored, purpose)).toThrow(UnreadableSecret);
    expect(() => decryptSecret(keyring, stored, 'webhook_endpoints.previous_secret')).toThrow(
      UnreadableSecret,
    );
    const parts = stored.split(':');
    const sealed = parts[4]!;
    parts[4] = `${sealed.startsWith('A') ? 'B' : 'A'}${sealed.slice(1)}`;
    expect(() => decryptSecret(keyring, parts.join(':'), purpose)).toThrow(UnreadableSecret);
    expect(() => decryptSecret(keyring, secret, purpose)).toThrow(UnreadableSecret);
  });

  it('takes 32 bytes of standard base64 as a key, and nothing else', () => {
    expect(isDataEncryptionKey(createDataEncryptionKey())).toBe(true);
    expect(isDataEncryptionKey(Buffer.alloc(16).toString('base64'))).toBe(false);
    expect(isDataEncryptionKey('x'.repeat(44))).toBe(false);
    expect(() => dataKeyring('not a key')).toThrow(/32 bytes/);
  });
});
