import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ReportLanguage } from '@facet/reports-domain';

/** What a document link grants: one result of one person, in one language, until `expiresAt`. */
export interface DocumentGrant {
  resultId: number;
  userId: number;
  lang: ReportLanguage;
  /** Seconds since the epoch. */
  expiresAt: number;
}

function signatureOf(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

/**
 * A short-lived link token: the grant in base64url, a dot, its HMAC-SHA256. Stateless, so any API
 * instance with the secret can serve the link; the grant names the person, so a link is only ever
 * good for that person's result.
 */
export function signDocumentGrant(secret: string, grant: DocumentGrant): string {
  const body = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${body}.${signatureOf(secret, body).toString('base64url')}`;
}

/** The grant of a token whose signature holds and whose time has not run out, else undefined. */
export function verifyDocumentGrant(
  secret: string,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): DocumentGrant | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = signatureOf(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as DocumentGrant;
    if (typeof grant.expiresAt !== 'number' || grant.expiresAt < nowSeconds) return undefined;
    return grant;
  } catch {
    return undefined;
  }
}
