import { describe, expect, it } from 'vitest';
import { signGrant, verifyGrant } from './signed-grants';

const secret = 'a-secret-long-enough-for-signing-links';
const grant = { resultId: 7, expiresAt: 2_000_000_000 };

describe('signed grants', () => {
  it('gives back the grant of a token signed with the same secret', () => {
    expect(verifyGrant(secret, signGrant(secret, grant), 1_900_000_000)).toEqual(grant);
  });

  it('refuses a token after its time, with another secret, or with an edited grant', () => {
    const token = signGrant(secret, grant);
    expect(verifyGrant(secret, token, 2_000_000_001)).toBeUndefined();
    expect(verifyGrant('another-secret', token, 1_900_000_000)).toBeUndefined();
    const [, signature] = token.split('.');
    const edited = Buffer.from(JSON.stringify({ ...grant, resultId: 8 })).toString('base64url');
    expect(verifyGrant(secret, `${edited}.${signature}`, 1_900_000_000)).toBeUndefined();
    expect(verifyGrant(secret, 'not-a-token', 1_900_000_000)).toBeUndefined();
  });
});
