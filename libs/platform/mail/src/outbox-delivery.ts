import type { Knex } from 'knex';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import {
  claimDueMail,
  failAbandonedClaims,
  keepDueMail,
  markAttemptFailed,
  markSent,
  type OutboxMail,
} from './outbox';

export interface RetryPolicy {
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** Wait after the first failed attempt; each further failure doubles it. */
  firstDelayMilliseconds: number;
  maxDelayMilliseconds: number;
  /**
   * How long a worker may hold a claimed message before another worker takes it over. Well above
   * the SMTP timeouts, so a live worker never loses its claim mid-send.
   */
  claimMilliseconds: number;
}

/** 30 s, 1, 2, 4, 8, 16 and 32 min: about an hour of SMTP outage before mail is marked failed. */
export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 8,
  firstDelayMilliseconds: 30_000,
  maxDelayMilliseconds: 60 * 60_000,
  claimMilliseconds: 5 * 60_000,
};

/** Exponential backoff: the wait before the attempt after `attempts` failed ones. */
export function retryDelay(policy: RetryPolicy, attempts: number): number {
  return Math.min(
    policy.firstDelayMilliseconds * 2 ** Math.max(attempts - 1, 0),
    policy.maxDelayMilliseconds,
  );
}

/** A recipient the server refused outright (5xx): trying again would only be refused again. */
function isPermanentRejection(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The sender's domain names our Message-IDs, as RFC 5322 asks. */
export function messageIdFor(mail: Pick<OutboxMail, 'message_id'>, mailFrom: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'facet.local';
  return `<${mail.message_id}@${domain}>`;
}

export interface OutboxDelivererOptions {
  database: Knex;
  /** Unset when there is no SMTP server: due mail is then kept instead of sent. */
  transport: Transporter | undefined;
  mailFrom: string;
  logger: Logger;
  retryPolicy: RetryPolicy;
  /** Messages claimed at once; they are sent concurrently over the transport's connections. */
  batchSize: number;
}

export interface OutboxDeliverer {
  /** Delivers every due message, in batches, until none is due; answers how many it settled. */
  deliverPending(): Promise<number>;
}

export function createOutboxDeliverer(options: OutboxDelivererOptions): OutboxDeliverer {
  const { database, transport, mailFrom, logger, retryPolicy } = options;

  async function deliverOne(mail: OutboxMail): Promise<boolean> {
    try {
      await transport!.sendMail({
        from: mailFrom,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        messageId: messageIdFor(mail, mailFrom),
        // RFC 3834: tells vacation responders not to answer.
        headers: { 'Auto-Submitted': 'auto-generated', 'X-Facet-Mail-Kind': mail.kind },
      });
    } catch (error) {
      const lastAttempt = mail.attempts >= retryPolicy.maxAttempts || isPermanentRejection(error);
      const retryInMilliseconds = lastAttempt ? undefined : retryDelay(retryPolicy, mail.attempts);
      await markAttemptFailed(database, mail.id, {
        error: describeError(error),
        retryInMilliseconds,
      });
      logger.warn(
        { mailId: mail.id, attempts: mail.attempts, retryInMilliseconds, err: error },
        lastAttempt ? 'Mail delivery failed for good' : 'Mail delivery failed; will retry',
      );
      return false;
    }
    // Between the server's acceptance and this mark lies the one at-least-once window
    // (docs/decisions.md, Mail and jobs): a crash here resends with the same Message-ID.
    await markSent(database, mail.id);
    return true;
  }

  async function deliverPending(): Promise<number> {
    if (!transport) {
      const kept = await keepDueMail(database);
      if (kept > 0) logger.info(`${kept} e-mail(s) kept in the outbox: SMTP_URL is not set`);
      return kept;
    }
    await failAbandonedClaims(database, retryPolicy.maxAttempts);
    let delivered = 0;
    for (;;) {
      const batch = await claimDueMail(database, {
        limit: options.batchSize,
        maxAttempts: retryPolicy.maxAttempts,
        claimMilliseconds: retryPolicy.claimMilliseconds,
      });
      if (batch.length === 0) return delivered;
      const outcomes = await Promise.all(batch.map(deliverOne));
      delivered += outcomes.filter(Boolean).length;
    }
  }

  return { deliverPending };
}
