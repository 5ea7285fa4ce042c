import { describe, expect, it } from 'vitest';
import { signDocumentGrant, verifyDocumentGrant } from './signed-links';

const secret = 'a-secret-for-signing-document-links';
const grant = { resultId: 7, userId: 3, lang: 'en' as const, expiresAt: 1_000 };

describe('signed document links', () => {
  it('gives the grant back while it is valid', () => {
    expect(verifyDocumentGrant(secret, signDocumentGrant(secret, grant), 999)).toEqual(grant);
  });

  it('refuses an expired link', () => {
    expect(verifyDocumentGrant(secret, signDocumentGrant(secret, grant), 1_001)).toBeUndefined();
  });

  it('refuses a link signed with another secret or with a changed grant', () => {
    const token = signDocumentGrant(secret, grant);
    expect(verifyDocumentGrant('another-secret', token, 999)).toBeUndefined();
    const forged = Buffer.from(JSON.stringify({ ...grant, userId: 4 })).toString('base64url');
    expect(verifyDocumentGrant(secret, `${forged}.${token.split('.')[1]}`, 999)).toBeUndefined();
    expect(verifyDocumentGrant(secret, 'not-a-token', 999)).toBeUndefined();
  });
});
