import type { Knex } from 'knex';
import { PgBoss, type Queue } from 'pg-boss';
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
  /** Jobs that write mail to the outbox on a schedule, such as reminders (issue 22). */
  scheduledJobs?: readonly ScheduledMailJob[];
}

/**
 * A job this worker's pg-boss runs every `everySeconds`: from a minute up on a pg-boss cron
 * schedule, below that (journeys, development) queued by a timer. Its queue's `stately` policy
 * keeps at most one run waiting and one running across every process, so any number of workers
 * share one schedule.
 */
export interface ScheduledMailJob {
  /** The pg-boss queue and schedule name. */
  name: string;
  everySeconds: number;
  run: () => Promise<void>;
}

/** The cron expression nearest to every `seconds` (at least a minute, at most a day). */
export function cronEvery(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.min(24, Math.round(minutes / 60));
  return hours < 24 ? `0 */${hours} * * *` : '0 0 * * *';
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
 * Creates a pg-boss queue unless it exists. Processes starting together race to create it, and
 * pg-boss's DDL can deadlock then: the loser tries again and finds the queue made.
 */
async function createQueue(boss: PgBoss, queue: Queue): Promise<void> {
  const { name, ...options } = queue;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name, options);
      return;
    } catch (error) {
      const deadlocked = (error as { code?: string }).code === '40P01';
      if (!deadlocked || attempt === 3) throw error;
    }
  }
}

async function scheduleMailJob(
  boss: PgBoss,
  job: ScheduledMailJob,
  logger: Logger,
): Promise<NodeJS.Timeout | undefined> {
  await createQueue(boss, {
    name: job.name,
    policy: 'stately',
    // A failed run is followed by the next scheduled one.
    retryLimit: 0,
    expireInSeconds: 15 * 60,
  });
  const workerId = await boss.work(
    job.name,
    { pollingIntervalSeconds: Math.max(0.5, Math.min(2, job.everySeconds)) },
    async () => {
      try {
        await job.run();
      } catch (error) {
        logger.error({ err: error }, `Scheduled job ${job.name} failed`);
        throw error;
      }
    },
  );
  const queueRun = () => {
    boss
      .send(job.name, {})
      .then(() => boss.notifyWorker(workerId))
      .catch((error: unknown) => logger.warn({ err: error }, `Could not queue ${job.name}`));
  };
  queueRun();
  if (job.everySeconds >= 60) {
    await boss.schedule(job.name, cronEvery(job.everySeconds));
    return undefined;
  }
  const timer = setInterval(queueRun, job.everySeconds * 1000);
  timer.unref();
  return timer;
}

/** The oldest pg-boss schema version that pg-boss 12 migrates from: pg-boss 11's rewrite. */
const oldestMigratablePgBossSchema = 25;

/**
 * Drops a pg-boss schema older than pg-boss 11 (version 24, pg-boss 10), which pg-boss 12 refuses
 * to migrate ("the oldest supported starting version is 25"); its 11.0.0 notes leave moving jobs
 * across to the user. Ours need no moving: the outbox holds every message, and the wake-ups and
 * schedules in pg-boss are queued again by every start. The advisory lock lets processes starting
 * together drop it once, and the version check never touches a schema pg-boss 12 installed.
 */
async function retireUnmigratablePgBossSchema(database: Knex, logger: Logger): Promise<void> {
  await database.transaction(async (trx) => {
    await trx.raw("select pg_advisory_xact_lock(hashtext('facet: retire pg-boss 10 schema'))");
    const { rows } = await trx.raw<{ rows: { exists: boolean }[] }>(
      "select to_regclass('pgboss.version') is not null as exists",
    );
    if (!rows[0]?.exists) return;
    const versions = await trx.raw<{ rows: { version: number }[] }>(
      'select version::int as version from pgboss.version',
    );
    const version = versions.rows[0]?.version;
    if (version !== undefined && version < oldestMigratablePgBossSchema) {
      await trx.raw('drop schema pgboss cascade');
      logger.info(`Dropped the pg-boss schema at version ${version}; pg-boss 12 installs its own`);
    }
  });
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
    // The outbox sweep's timer is finer than pg-boss's one-minute schedules; other jobs use them.
    schedule: (options.scheduledJobs ?? []).some((job) => job.everySeconds >= 60),
  });
  boss.on('error', (error) => logger.error({ err: error }, 'Mail job queue error'));
  await retireUnmigratablePgBossSchema(options.database, logger);
  await boss.start();
  await createQueue(boss, {
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
  const scheduleTimers = await Promise.all(
    (options.scheduledJobs ?? []).map((job) => scheduleMailJob(boss, job, logger)),
  );
  logger.info(
    options.smtpUrl
      ? 'Mail delivery started'
      : 'Mail delivery started without SMTP_URL: mail is kept in the outbox',
  );

  return {
    deliverPending: () => deliverer.deliverPending(),
    stop: async () => {
      clearInterval(sweep);
      scheduleTimers.forEach((timer) => clearInterval(timer));
      await listener.stop();
      await boss.stop({ graceful: true, timeout: 10_000 });
      transport?.close();
    },
  };
}
