import { recordAudit } from '@facet/platform-db';
import type { Principal } from '@facet/platform-http';
import type { Knex } from 'knex';

export type PasskeyAuditAction =
  'passkey.added' | 'passkey.removed' | 'passkey.signed-in' | 'passkey.counter-regressed';

/**
 * The audit entry of a passkey added, removed or signed in with by its owner, or of an answer
 * refused because its signature counter went back (a sign the credential was copied). The
 * passkey's own name is in the details, so the person tells their passkeys apart in the trail.
 */
export function auditPasskey(
  transaction: Knex.Transaction,
  principal: Principal,
  action: PasskeyAuditAction,
  details: { name: string },
): Promise<void> {
  return recordAudit(transaction, {
    actor: principal,
    action,
    subjectUserId: principal.kind === 'user' ? principal.id : null,
    details,
  });
}
