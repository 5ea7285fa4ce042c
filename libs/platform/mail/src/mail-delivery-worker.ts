import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { Logger } from 'pino';
import { mailOutboxChannel } from './outbox';
import { createOutboxDeliverer, defaultRetryPolicy, type RetryPolicy } from './outbox-delivery';
import { createSmtpTransport } from './smtp-transport';

/** The pg-boss queue whose jobs mean "deliver what is due in the outbox". */
export const mailDeliveryQueue = 'mail-delivery';

export interface MailDeliveryOptions {
  database: Knex;
  /** pg-boss and the LISTEN connection open their own connections to the same database. */
  databaseUrl: string;
  /** `smtp://` or `smtps://`; unset keeps mail in the outbox with status 'kept'. */
  smtpUrl?: string;
  mailFrom: string;
  logger: Logger;
  retryPolicy?: Partial<RetryPolicy>;
  /** How often due mail is looked for without a wake-up: retries and missed notifications. */
  sweepIntervalMilliseconds?: number;
  /** Messages claimed at once; also the number of SMTP connections. */
  concurrency?: number;
}

export interface MailDelivery {
  /** Delivers what is due now, in this process; answers how many messages it settled. */
  deliverPending(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Keeps one connection listening for `enqueueMail`'s commit-time notification, so new mail goes
 * out at once; when the connection drops, the periodic sweep covers until it is back.
 */
function listenForNewMail(databaseUrl: string, onMail: () => void, logger: Logger) {
  let client: pg.Client | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  const connect = async () => {
    const candidate = new pg.Client({ connectionString: databaseUrl });
    candidate.on('notification', onMail);
    candidate.on('error', (error) => {
      logger.warn({ err: error }, 'Mail notification connection lost; reconnecting');
      void candidate.end().catch(() => undefined);
      if (!stopped) reconnectTimer = setTimeout(() => void connect(), 5_000);
    });
    try {
      await candidate.connect();
      await candidate.query(`listen ${mailOutboxChannel}`);
      client = candidate;
    } catch (error) {
      logger.warn({ err: error }, 'Could not listen for new mail; retrying');
      await candidate.end().catch(() => undefined);
      if (!stopped) reconnectTimer = setTimeout(() => void connect(), 5_000);
    }
  };

  return {
    start: connect,
    stop: async () => {
      stopped = true;
      clearTimeout(reconnectTimer);
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * Starts the mail worker (DESIGN §7): pg-boss runs "deliver the outbox" jobs, woken by new mail
 * and by a periodic sweep. The queue's `short` policy keeps at most one job waiting, so any
 * number of wake-ups collapse into one drain, while drains of several processes may run side by
 * side (a job left active by a crashed process blocks nobody). The outbox claim keeps two
 * workers from ever sending the same message.
 */
export async function startMailDelivery(options: MailDeliveryOptions): Promise<MailDelivery> {
  const { logger } = options;
  const concurrency = options.concurrency ?? 5;
  const transport = options.smtpUrl ? createSmtpTransport(options.smtpUrl, concurrency) : undefined;
  const deliverer = createOutboxDeliverer({
    database: options.database,
    transport,
    mailFrom: options.mailFrom,
    logger,
    retryPolicy: { ...defaultRetryPolicy, ...options.retryPolicy },
    batchSize: concurrency * 4,
  });

  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    max: 3,
    application_name: 'facet-mail',
    // No cron jobs here; the sweep timer is finer than pg-boss's one-minute schedules.
    schedule: false,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'Mail job queue error'));
  await boss.start();
  await boss.createQueue(mailDeliveryQueue, {
    name: mailDeliveryQueue,
    policy: 'short',
    // The outbox keeps its own attempts and backoff per message; a failed drain is simply
    // followed by the next wake-up.
    retryLimit: 0,
    expireInSeconds: 15 * 60,
  });
  const workerId = await boss.work(mailDeliveryQueue, { pollingIntervalSeconds: 2 }, async () => {
    await deliverer.deliverPending();
  });

  const requestDelivery = () => {
    boss
      .send(mailDeliveryQueue, {})
      .then(() => boss.notifyWorker(workerId))
      .catch((error: unknown) => logger.warn({ err: error }, 'Could not queue mail delivery'));
  };
  const listener = listenForNewMail(options.databaseUrl, requestDelivery, logger);
  await listener.start();
  const sweep = setInterval(requestDelivery, options.sweepIntervalMilliseconds ?? 15_000);
  sweep.unref();
  requestDelivery();
  logger.info(
    options.smtpUrl
      ? 'Mail delivery started'
      : 'Mail delivery started without SMTP_URL: mail is kept in the outbox',
  );

  return {
    deliverPending: () => deliverer.deliverPending(),
    stop: async () => {
      clearInterval(sweep);
      await listener.stop();
      await boss.stop({ graceful: true, timeout: 10_000 });
      transport?.close();
    },
  };
}
