import type { Knex } from 'knex';
import type { Logger } from 'pino';

/**
 * One kind of record a feature keeps only for a while (the privacy policy's "how long"), and how
 * to delete the ones past it. Each feature declares its own; the deployment sweeps them all.
 */
export interface RetentionRule {
  /** What is deleted, for the log: "contact requests untouched for 12 months". */
  records: string;
  /** Deletes the records past their time; answers how many went. */
  deleteExpired: (database: Knex) => Promise<number>;
}

/** Runs every rule once; a rule that fails is logged and the others still run. */
export async function sweepExpiredRecords(
  database: Knex,
  rules: readonly RetentionRule[],
  logger: Pick<Logger, 'info' | 'error'>,
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const rule of rules) {
    try {
      deleted[rule.records] = await rule.deleteExpired(database);
    } catch (error) {
      logger.error({ err: error, records: rule.records }, 'Retention sweep failed for a rule');
    }
  }
  logger.info({ deleted }, 'Retention sweep done');
  return deleted;
}

const sweepIntervalMs = 24 * 60 * 60 * 1000;

/**
 * Sweeps at start and then once a day, in this process. Several processes sweeping the same
 * records is harmless: a delete finds nothing the second time. `stop` waits for a running sweep.
 */
export function startRetentionSweeps(options: {
  database: Knex;
  rules: readonly RetentionRule[];
  logger: Pick<Logger, 'info' | 'error'>;
}): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = running.then(() =>
      sweepExpiredRecords(options.database, options.rules, options.logger),
    );
  };
  sweep();
  const timer = setInterval(sweep, sweepIntervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
