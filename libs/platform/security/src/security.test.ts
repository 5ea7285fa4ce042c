import { describe, expect, it } from 'vitest';
import { createSecret, hashPassword, hashSecret, verifyPassword } from './index';

describe('passwords', () => {
  it('verifies the right password against an argon2id hash and refuses a wrong one', async () => {
    const hash = await hashPassword('Correct1horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'Correct1horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
  });

  it('refuses any password for an account without a hash', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });
});

describe('secrets', () => {
  it('creates distinct secrets whose stored hash is stable', () => {
    const first = createSecret();
    expect(first).not.toBe(createSecret());
    expect(hashSecret(first)).toBe(hashSecret(first));
    expect(hashSecret(first)).not.toContain(first);
  });
});
