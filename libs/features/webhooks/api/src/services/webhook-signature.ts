import { createHmac, randomBytes } from 'node:crypto';

const secretPrefix = 'whsec_';

/** A new signing secret, Standard Webhooks style: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `${secretPrefix}${randomBytes(32).toString('base64')}`;
}

/** What a list shows of a secret: its last four characters. */
export function secretHint(secret: string): string {
  return `…${secret.slice(-4)}`;
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed by the secret's decoded bytes. */
export function signatureOf(
  secret: string,
  message: { id: string; timestamp: number; body: string },
): string {
  const key = Buffer.from(secret.slice(secretPrefix.length), 'base64');
  const signed = `${message.id}.${message.timestamp}.${message.body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

/**
 * The headers of one attempt (standardwebhooks.com): the id stays the same on every retry, the
 * timestamp is the attempt's, and each secret still signing adds its signature.
 */
export function signedHeaders(
  secrets: readonly string[],
  message: { id: string; timestamp: number; body: string },
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'webhook-id': message.id,
    'webhook-timestamp': String(message.timestamp),
    'webhook-signature': secrets.map((secret) => signatureOf(secret, message)).join(' '),
  };
}
