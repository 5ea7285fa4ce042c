import type { Language } from '@facet/platform-kernel';
import { signGrant, verifyGrant } from '@facet/platform-security';
import type { DataRightsEntity } from '@facet/data-rights-domain';

export type ExportFormat = 'pdf' | 'json' | 'csv';

/** What an export link grants: one request's entity, in one format and language, until a time. */
export interface ExportGrant {
  requestId: number;
  entity: DataRightsEntity;
  format: ExportFormat;
  lang: Language;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** Short enough that a forwarded or logged link soon stops working. */
export const exportLinkSeconds = 15 * 60;

/** Its own key, so an export link's signature never opens anything else signed with the secret. */
function exportKey(secret: string): string {
  return `data-rights-export:${secret}`;
}

/** Stateless: any API instance with the secret serves the link; nothing is stored. */
export function signExportGrant(secret: string, grant: Omit<ExportGrant, 'expiresAt'>): string {
  return signGrant<ExportGrant>(exportKey(secret), {
    ...grant,
    expiresAt: Math.floor(Date.now() / 1000) + exportLinkSeconds,
  });
}

export function verifyExportGrant(
  secret: string,
  token: string,
  nowSeconds?: number,
): ExportGrant | undefined {
  return verifyGrant<ExportGrant>(exportKey(secret), token, nowSeconds);
}

export function exportPath(token: string): string {
  return `/api/arsulipo/export/${encodeURIComponent(token)}`;
}
