import type { RetentionRule } from '@facet/platform-db';
import type { Language } from '@facet/platform-kernel';
import type { Knex } from 'knex';
import { validateMailMessage, type MailKind, type MailMessage } from './mail-message';
import { renderMail } from './templates/render-mail';

export const mailOutboxTable = 'mail_outbox';

/** PostgreSQL channel the delivery worker listens on; NOTIFY is only delivered on commit. */
export const mailOutboxChannel = 'facet_mail_outbox';

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'kept';

export interface OutboxMail {
  id: number;
  kind: MailKind;
  recipient: string;
  lang: Language;
  subject: string;
  text_body: string;
  html_body: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  message_id: string;
  created_at: Date;
  sent_at: Date | null;
  next_attempt_at: Date;
}

/**
 * Writes one e-mail to the outbox inside the caller's transaction: it is delivered only if that
 * transaction commits. The mail is rendered now, so what is stored is exactly what is sent.
 */
export async function enqueueMail(
  transaction: Knex.Transaction,
  message: MailMessage,
): Promise<{ id: number }> {
  const valid = validateMailMessage(message);
  const rendered = renderMail(valid);
  const [row] = await transaction<OutboxMail>(mailOutboxTable)
    .insert({
      kind: valid.kind,
      recipient: valid.to,
      lang: valid.lang,
      subject: rendered.subject,
      text_body: rendered.text,
      html_body: rendered.html,
    })
    .returning('id');
  // A constant payload, so PostgreSQL folds a transaction's many mails into one wake-up.
  await transaction.raw('select pg_notify(?, ?)', [mailOutboxChannel, '']);
  return { id: row!.id };
}

/**
 * Claims due mail for one worker: `for update skip locked` hands each row to exactly one worker,
 * and the claim counts as an attempt. A claim lapses after `claimMilliseconds`, so mail held by
 * a worker that died is picked up again.
 */
export async function claimDueMail(
  database: Knex,
  options: { limit: number; maxAttempts: number; claimMilliseconds: number },
): Promise<OutboxMail[]> {
  const result = await database.raw<{ rows: OutboxMail[] }>(
    `update mail_outbox
        set status = 'sending',
            attempts = attempts + 1,
            next_attempt_at = now() + ? * interval '1 millisecond'
      where id in (
        select id from mail_outbox
         where status in ('pending', 'sending') and next_attempt_at <= now() and attempts < ?
         order by next_attempt_at, id
         limit ?
         for update skip locked)
      returning *`,
    [options.claimMilliseconds, options.maxAttempts, options.limit],
  );
  return result.rows.sort((first, second) => first.id - second.id);
}

/** A claim that lapsed on its last attempt: the server may or may not have the mail. */
export async function failAbandonedClaims(database: Knex, maxAttempts: number): Promise<number> {
  return database<OutboxMail>(mailOutboxTable)
    .where('status', 'sending')
    .andWhere('next_attempt_at', '<=', database.fn.now())
    .andWhere('attempts', '>=', maxAttempts)
    .update({
      status: 'failed',
      last_error: 'Delivery was interrupted on the last attempt; the outcome is unknown.',
    });
}

/** What every link of a sent mail's stored body becomes. */
export const removedLinkText = '[link removed after sending]';
/** A link as our templates write one, in the text part or in an href of the HTML part. */
const linkPattern = `https?://[^\\s"'<>]+`;

/**
 * Marks a mail sent and takes the links out of its stored body: the recipient has them now, and
 * the invitation, registration and reset links in them work for days, while `one_time_tokens`
 * keeps those secrets only as hashes (security review N8). Subject, kind and status stay.
 */
export async function markSent(database: Knex, id: number): Promise<void> {
  const withoutLinks = (column: 'text_body' | 'html_body') =>
    database.raw(`regexp_replace(??, ?, ?, 'g')`, [column, linkPattern, removedLinkText]);
  await database<OutboxMail>(mailOutboxTable)
    .where({ id, status: 'sending' })
    .update({
      status: 'sent',
      sent_at: database.fn.now(),
      last_error: null,
      text_body: withoutLinks('text_body'),
      html_body: withoutLinks('html_body'),
    });
}

/**
 * Days a settled mail (sent, failed for good, or kept without SMTP) keeps its body: long enough
 * to answer "what did that mail say?" and for every link in it to have expired (invitations
 * live 7 days), after which the body is emptied and only who, when, what kind and how it went
 * remain.
 */
export const mailBodyRetentionDays = 30;

export const mailRetentionRules: readonly RetentionRule[] = [
  {
    records: `bodies of mail settled more than ${mailBodyRetentionDays} days ago`,
    deleteExpired: (database) =>
      database(mailOutboxTable)
        .whereIn('status', ['sent', 'failed', 'kept'])
        .where(
          'created_at',
          '<',
          database.raw(`now() - make_interval(days => ?)`, [mailBodyRetentionDays]),
        )
        .whereRaw(`(text_body <> '' or html_body <> '')`)
        .update({ text_body: '', html_body: '' }),
  },
];

/** Records a failed attempt: due again after `retryInMilliseconds`, or failed for good. */
export async function markAttemptFailed(
  database: Knex,
  id: number,
  outcome: { error: string; retryInMilliseconds: number | undefined },
): Promise<void> {
  const update =
    outcome.retryInMilliseconds === undefined
      ? { status: 'failed' as const, last_error: outcome.error }
      : {
          status: 'pending' as const,
          last_error: outcome.error,
          next_attempt_at: database.raw(`now() + ? * interval '1 millisecond'`, [
            outcome.retryInMilliseconds,
          ]),
        };
  await database<OutboxMail>(mailOutboxTable).where({ id, status: 'sending' }).update(update);
}

/** Without SMTP nothing is sent: due mail is kept for the development viewer instead. */
export async function keepDueMail(database: Knex): Promise<number> {
  return database<OutboxMail>(mailOutboxTable)
    .whereIn('status', ['pending', 'sending'])
    .andWhere('next_attempt_at', '<=', database.fn.now())
    .update({ status: 'kept' });
}

export async function listRecentMail(
  database: Knex,
  options: { limit: number; recipient?: string },
): Promise<OutboxMail[]> {
  const query = database<OutboxMail>(mailOutboxTable)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(options.limit);
  if (options.recipient) query.whereRaw('lower(recipient) = lower(?)', [options.recipient]);
  return query;
}

export async function findMail(database: Knex, id: number): Promise<OutboxMail | undefined> {
  return database<OutboxMail>(mailOutboxTable).where({ id }).first();
}
