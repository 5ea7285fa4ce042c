import type { Language } from '@facet/platform-kernel';
import { signGrant, verifyGrant } from '@facet/platform-security';

/** What a document link grants: one result of one person, in one language, until `expiresAt`. */
export interface DocumentGrant {
  resultId: number;
  userId: number;
  lang: Language;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** The grant names the person, so a link is only ever good for that person's result. */
export function signDocumentGrant(secret: string, grant: DocumentGrant): string {
  return signGrant(secret, grant);
}

export function verifyDocumentGrant(
  secret: string,
  token: string,
  nowSeconds?: number,
): DocumentGrant | undefined {
  return verifyGrant<DocumentGrant>(secret, token, nowSeconds);
}
