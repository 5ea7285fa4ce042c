import { createHmac, timingSafeEqual } from 'node:crypto';

/** Anything a short-lived link grants; it carries its own end. */
export interface ExpiringGrant {
  /** Seconds since the epoch. */
  expiresAt: number;
}

function signatureOf(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

/**
 * A stateless link token: the grant in base64url, a dot, its HMAC-SHA256. Any API instance with
 * the secret serves the link and nothing is stored; the grant names what it opens.
 */
export function signGrant<Grant extends ExpiringGrant>(secret: string, grant: Grant): string {
  const body = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${body}.${signatureOf(secret, body).toString('base64url')}`;
}

/** The grant of a token whose signature holds and whose time has not run out, else undefined. */
export function verifyGrant<Grant extends ExpiringGrant>(
  secret: string,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Grant | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = signatureOf(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Grant;
    if (typeof grant.expiresAt !== 'number' || grant.expiresAt < nowSeconds) return undefined;
    return grant;
  } catch {
    return undefined;
  }
}
