import type { Knex } from 'knex';
import type { CompanySubject, PersonSubject } from './data-subject';
import { erasedDomain } from './request-mail';

/**
 * Erases a person (docs/decisions.md): their account and everything hanging from it (membership,
 * assessment sessions, answers, results, group memberships) go with the user row's cascades;
 * rows keyed by their address are deleted; their data-rights requests keep number, right,
 * status and solution with every personal field blanked; audit entries keep actor ids and
 * actions but lose any text naming them. Nothing is mailed afterwards: the address is gone.
 */
export async function erasePerson(
  transaction: Knex.Transaction,
  subject: PersonSubject,
): Promise<void> {
  const email = subject.email.toLowerCase();
  const name = subject.name;
  const requests = await transaction('data_rights_requests')
    .where({ user_id: subject.userId })
    .orWhereRaw('lower(email) = ?', [email])
    .select<{ id: string; number: number }[]>('id', 'number');
  for (const request of requests) {
    await transaction('data_rights_requests')
      .where({ id: request.id })
      .update({
        user_id: null,
        name: 'Erased person',
        email: `erased-${request.number}@${erasedDomain}`,
        phone: null,
        message: '[erased]',
        updated_at: transaction.fn.now(),
      });
    await transaction('data_rights_messages')
      .where({ request_id: request.id })
      .update({ body: '[erased]' });
  }
  await transaction('data_rights_messages')
    .where({ author: 'user', author_id: subject.userId })
    .update({ author_id: null });
  await transaction('refresh_tokens')
    .where({ principal_kind: 'user', principal_id: subject.userId })
    .delete();
  await transaction('one_time_tokens').whereRaw('lower(email) = ?', [email]).delete();
  await transaction('invitations').whereRaw('lower(guest_email) = ?', [email]).delete();
  await transaction('contact_requests').whereRaw('lower(email) = ?', [email]).delete();
  await transaction('rate_limits').whereRaw('position(? in lower(key)) > 0', [email]).delete();
  // Mail to them, and mail to others that names them (e.g. an invitation they sent).
  await transaction('mail_outbox')
    .whereRaw('lower(recipient) = ?', [email])
    .orWhereRaw('position(lower(?) in lower(text_body)) > 0', [name])
    .orWhereRaw('position(? in lower(text_body)) > 0', [email])
    .delete();
  await scrubAuditLog(transaction, [email, name]);
  await transaction('users').where({ id: subject.userId }).delete();
}

/** Audit entries stay (who did what, when) without text that names the person or company. */
async function scrubAuditLog(transaction: Knex.Transaction, needles: string[]): Promise<void> {
  for (const needle of needles) {
    await transaction('audit_log')
      .whereRaw('position(lower(?) in lower(coalesce(target, ?))) > 0', [needle, ''])
      .update({ target: '[erased]' });
    await transaction('audit_log')
      .whereRaw('position(lower(?) in lower(details::text)) > 0', [needle])
      .update({ details: JSON.stringify({ erased: true }) });
  }
}

/**
 * Erases a company's own data: its name and e-mail are replaced by neutral values so its
 * licences, memberships, results statistics and audit entries stay consistent; its pending
 * invitations (which carry its name to other people) are deleted.
 */
export async function eraseCompany(
  transaction: Knex.Transaction,
  subject: CompanySubject,
): Promise<void> {
  const company = await transaction('companies')
    .where({ id: subject.companyId })
    .first<{ name: string; email: string }>('name', 'email');
  await transaction('companies')
    .where({ id: subject.companyId })
    .update({
      name: `Erased company ${subject.companyId}`,
      email: `erased-company-${subject.companyId}@${erasedDomain}`,
      updated_at: transaction.fn.now(),
    });
  await transaction('invitations').where({ company_id: subject.companyId }).delete();
  await transaction('mail_outbox')
    .whereRaw('lower(recipient) = lower(?)', [company.email])
    .orWhereRaw('position(lower(?) in lower(text_body)) > 0', [company.name])
    .delete();
  await scrubAuditLog(transaction, [company.email, company.name]);
}
