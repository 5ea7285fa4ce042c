import type { Database } from '@facet/platform-db';
import { sleep } from './assessment-load';
import { enqueueInvitations } from './invitation-mail';
import type { Finding } from './invariant';
import type { SmtpSink } from './smtp-sink';

/** Long enough for a second copy of anything to arrive, e.g. from a claim that lapsed. */
const settleMilliseconds = 3_000;
const deliveryDeadlineMilliseconds = 60_000;

/**
 * (d) Mail queued through PgBouncer, as an instance queues it (its commit-time NOTIFY passes
 * the pool), is delivered by the mail workers listening straight on PostgreSQL, each message
 * exactly once: counted by Message-ID at the SMTP sink.
 */
export async function mailDeliveredOnce(options: {
  /** Where the mail is queued from: PgBouncer, as the instances queue it. */
  queueingDatabase: Database;
  /** The owner's connection, for the outbox's statuses. */
  database: Database;
  sink: SmtpSink;
  count: number;
}): Promise<Finding> {
  const { sink, count } = options;
  const queuedAt = performance.now();
  await enqueueInvitations(options.queueingDatabase, count);
  const unsent = async () => {
    const [row] = await options
      .database('mail_outbox')
      .whereNot('status', 'sent')
      .count<{ count: number }[]>('* as count');
    return Number(row!.count);
  };
  let deliveredAfter = Number.NaN;
  while (performance.now() - queuedAt < deliveryDeadlineMilliseconds) {
    if (sink.copiesByMessageId.size >= count && (await unsent()) === 0) {
      deliveredAfter = performance.now() - queuedAt;
      break;
    }
    await sleep(100);
  }
  await sleep(settleMilliseconds);
  const delivered = sink.copiesByMessageId.size;
  const duplicates = [...sink.copiesByMessageId.values()].reduce(
    (sum, copies) => sum + copies - 1,
    0,
  );
  const notSent = await unsent();
  return {
    held: delivered === count && duplicates === 0 && notSent === 0,
    figures: [
      `${count} invitations queued through PgBouncer: ${delivered} delivered, ${duplicates} duplicates, ` +
        `${notSent} not marked sent; all delivered ${(deliveredAfter / 1000).toFixed(1)} s after queueing`,
      `messages by worker: ${[...sink.messagesBySender].map(([sender, messages]) => `${sender} ${messages}`).join(', ')}`,
    ],
  };
}
