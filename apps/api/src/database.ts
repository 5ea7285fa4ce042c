import type { Config } from '@facet/platform-config';
import {
  createDatabase,
  ensureBootstrapAdmin,
  migrateToLatest,
  seedDemo,
  startEmbeddedPostgres,
  type Database,
  type DemoCredentials,
} from '@facet/platform-db';
import type { Logger } from 'pino';

export interface PreparedDatabase {
  database: Database;
  /** Its connection URL, for workers that open their own connections (the mail job queue). */
  url: string;
  demo: DemoCredentials | undefined;
  close(): Promise<void>;
}

/**
 * Connects to `DATABASE_URL`, or starts the embedded PostgreSQL when it is unset (DESIGN §4),
 * then migrates, creates the bootstrap admin and seeds the demo tenant as configured.
 */
export async function prepareDatabase(config: Config, logger: Logger): Promise<PreparedDatabase> {
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({
        directory: config.EMBEDDED_PG_DIR,
        port: config.EMBEDDED_PG_PORT,
        log: (message) => logger.debug({ embeddedPostgres: message }),
      });
  if (embedded) logger.info(`Embedded PostgreSQL started on port ${config.EMBEDDED_PG_PORT}`);
  const url = config.DATABASE_URL ?? embedded!.url;
  const database = createDatabase(url);
  try {
    await migrateToLatest(database);
    const bootstrap = await ensureBootstrapAdmin(
      database,
      config.BOOTSTRAP_ADMIN_EMAIL && config.BOOTSTRAP_ADMIN_PASSWORD
        ? { email: config.BOOTSTRAP_ADMIN_EMAIL, password: config.BOOTSTRAP_ADMIN_PASSWORD }
        : undefined,
    );
    if (bootstrap === 'created') logger.info('Bootstrap platform admin created');
    const demo = config.SEED_DEMO ? await seedDemo(database) : undefined;
    return {
      database,
      url,
      demo,
      close: async () => {
        await database.destroy();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await database.destroy();
    await embedded?.stop();
    throw error;
  }
}
