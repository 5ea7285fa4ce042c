import type { PrincipalKind } from '@facet/platform-http';
import type { Language } from '@facet/platform-kernel';
import { buildLink, enqueueMail } from '@facet/platform-mail';
import type { Knex } from 'knex';

/** Puts a reset link in the outbox, in the transaction that created the link. */
export async function enqueueResetMail(
  transaction: Knex.Transaction,
  publicUrl: string,
  kind: PrincipalKind,
  mail: { to: string; lang: Language; path: string },
): Promise<void> {
  await enqueueMail(transaction, {
    kind: kind === 'user' ? 'password-reset' : 'admin-password-reset',
    to: mail.to,
    lang: mail.lang,
    data: { link: buildLink(publicUrl, mail.path) },
  });
}
