/**
 * Runs only the mail delivery worker, the reminder sweeps and webhook delivery, for a deployment that sends mail from its own machine
 * (DESIGN §9): `tsx apps/api/src/mail-worker.ts` with the API's environment. It needs
 * `DATABASE_URL` and a database the API (or `npm run db:migrate`) has already migrated.
 */
import { ConfigError, loadConfig } from '@facet/platform-config';
import { createDatabase } from '@facet/platform-db';
import { createLogger, systemResolver } from '@facet/platform-http';
import { reminderSweepJob } from '@facet/company-api';
import { candidateRetentionJob } from '@facet/hiring-api';
import { resolvePublicUrl, startMailDelivery } from '@facet/platform-mail';
import { dataKeyring } from '@facet/platform-security';
import { webhookDeliveryJob } from '@facet/webhooks-api';
import { candidateRetentionPorts, companyPorts, webhooksPorts } from './feature-ports';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, service: 'facet-mail-worker' });
  if (!config.DATABASE_URL) {
    throw new ConfigError(['DATABASE_URL is required: the mail worker shares the API database']);
  }
  if (config.dataEncryptionKeyGenerated) {
    throw new ConfigError([
      "DATA_ENCRYPTION_KEY is required: the mail worker opens the webhook secrets with the API's key",
    ]);
  }
  const database = createDatabase(config.DATABASE_URL, { poolMax: 4 });
  const mailDelivery = await startMailDelivery({
    database,
    databaseUrl: config.DATABASE_URL,
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    logger,
    scheduledJobs: [
      reminderSweepJob({
        database,
        ports: companyPorts,
        publicUrl: resolvePublicUrl(config),
        everySeconds: config.REMINDER_SWEEP_SECONDS,
        logger,
      }),
      // Candidates' data kept past the company's period goes, a week after its notice (D91).
      candidateRetentionJob({
        database: database,
        ports: candidateRetentionPorts,
        publicUrl: resolvePublicUrl(config),
        everySeconds: config.REMINDER_SWEEP_SECONDS,
        logger,
      }),
      webhookDeliveryJob({
        ports: webhooksPorts,
        database,
        targets: { allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE_TARGETS, resolve: systemResolver },
        keyring: dataKeyring(config.DATA_ENCRYPTION_KEY, config.DATA_ENCRYPTION_RETIRED_KEYS),
        logger,
      }),
    ],
  });

  const shutdown = async (signal: string) => {
    logger.info(`${signal} received: finishing the mail being sent`);
    await mailDelivery.stop();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
