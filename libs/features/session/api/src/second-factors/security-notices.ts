import { recordAudit } from '@facet/platform-db';
import type { Principal } from '@facet/platform-http';
import { enqueueMail, type MailData } from '@facet/platform-mail';
import type { Knex } from 'knex';
import { accountTables } from '../auth/account-tables';

export type SecurityEvent = MailData['security-notice']['event'];

/**
 * Tells the person by mail of a change to how they sign in (D98): the last factor removed, a
 * recovery code used, a password reset by mail. If it was not them, this mail is how they learn
 * it. Written in the caller's transaction, so it goes out only if the change stands.
 */
export async function noticeSecurityEvent(
  transaction: Knex.Transaction,
  principal: Principal,
  event: SecurityEvent,
): Promise<void> {
  const account = await transaction(accountTables[principal.kind])
    .where({ id: principal.id })
    .first('email', 'lang');
  if (!account) return;
  await enqueueMail(transaction, {
    kind: 'security-notice',
    to: account.email,
    lang: account.lang,
    data: { event },
  });
}

export type SecondFactorAuditAction =
  'second-factor.enrolled' | 'second-factor.removed' | 'second-factor.recovery-code-used';

/** The audit entry of a factor enrolled or removed, or a recovery code used, by its owner. */
export function auditSecondFactor(
  transaction: Knex.Transaction,
  principal: Principal,
  action: SecondFactorAuditAction,
): Promise<void> {
  return recordAudit(transaction, {
    actor: principal,
    action,
    subjectUserId: principal.kind === 'user' ? principal.id : null,
  });
}
