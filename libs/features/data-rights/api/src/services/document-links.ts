import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DataRightsEntity, RequestLanguage } from '@facet/data-rights-domain';

export type ExportFormat = 'html' | 'json' | 'csv';

/** What an export link grants: one request's entity, in one format and language, until a time. */
export interface ExportGrant {
  requestId: number;
  entity: DataRightsEntity;
  format: ExportFormat;
  lang: RequestLanguage;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** Short enough that a forwarded or logged link soon stops working. */
export const exportLinkSeconds = 15 * 60;

function signatureOf(secret: string, body: string): Buffer {
  return createHmac('sha256', `data-rights-export:${secret}`).update(body).digest();
}

/** Stateless: any API instance with the secret serves the link; nothing is stored. */
export function signExportGrant(secret: string, grant: Omit<ExportGrant, 'expiresAt'>): string {
  const full: ExportGrant = {
    ...grant,
    expiresAt: Math.floor(Date.now() / 1000) + exportLinkSeconds,
  };
  const body = Buffer.from(JSON.stringify(full)).toString('base64url');
  return `${body}.${signatureOf(secret, body).toString('base64url')}`;
}

export function verifyExportGrant(
  secret: string,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): ExportGrant | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = signatureOf(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ExportGrant;
    if (typeof grant.expiresAt !== 'number' || grant.expiresAt < nowSeconds) return undefined;
    return grant;
  } catch {
    return undefined;
  }
}

export function exportPath(token: string): string {
  return `/api/arsulipo/export/${encodeURIComponent(token)}`;
}
