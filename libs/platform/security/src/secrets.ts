import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random secret for links and refresh tokens (256 bits). */
export function createSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Secrets are stored only as their SHA-256: they are random and long, so a fast hash suffices
 * and a database leak does not give working links.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
