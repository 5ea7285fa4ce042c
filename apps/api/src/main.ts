import { ConfigError, loadConfig } from '@facet/platform-config';
import { reminderSweepJob } from '@facet/company-api';
import { candidateRetentionJob } from '@facet/hiring-api';
import { startRetentionSweeps } from '@facet/platform-db';
import { createLogger, systemResolver } from '@facet/platform-http';
import { resolvePublicUrl, startMailDelivery } from '@facet/platform-mail';
import { dataKeyring } from '@facet/platform-security';
import { sealStoredTotpSecrets } from '@facet/session-api';
import { sealStoredClientSecrets } from '@facet/sso-api';
import { sealStoredSigningSecrets, webhookDeliveryJob } from '@facet/webhooks-api';
import { prepareDatabase } from './database';
import { retentionRules } from './retention-rules';
import { createApiServer } from './server';
import { candidateRetentionPorts, companyPorts, webhooksPorts } from './feature-ports';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, service: 'facet-api' });
  const prepared = await prepareDatabase(config, logger);
  const keyring = dataKeyring(config.DATA_ENCRYPTION_KEY, config.DATA_ENCRYPTION_RETIRED_KEYS);
  if (config.dataEncryptionKeyGenerated) {
    logger.warn(
      'DATA_ENCRYPTION_KEY is not set: webhook and authenticator app secrets stored in this run are sealed with a key ' +
        'made up for it, and cannot be read after a restart',
    );
  }
  // Secrets stored in clear, or under a retired key, are sealed under the current key.
  const signingSecrets = await sealStoredSigningSecrets(prepared.database, keyring);
  if (signingSecrets.sealed + signingSecrets.unreadable > 0) {
    logger.info({ signingSecrets }, 'Webhook signing secrets sealed under the current key');
  }
  const totpSecrets = await sealStoredTotpSecrets(prepared.database, keyring);
  if (totpSecrets.sealed + totpSecrets.unreadable > 0) {
    logger.info({ totpSecrets }, 'Authenticator app secrets sealed under the current key');
  }
  const clientSecrets = await sealStoredClientSecrets(prepared.database, keyring);
  if (clientSecrets.sealed + clientSecrets.unreadable > 0) {
    logger.info({ clientSecrets }, 'Single sign-on client secrets sealed under the current key');
  }
  const server = await createApiServer({ config, database: prepared.database, logger });
  await server.start();
  // In this process by default; with MAIL_DELIVERY=off, apps/api/src/mail-worker.ts sends it.
  const mailDelivery =
    config.MAIL_DELIVERY === 'in-process'
      ? await startMailDelivery({
          database: prepared.database,
          databaseUrl: prepared.url,
          smtpUrl: config.SMTP_URL,
          mailFrom: config.MAIL_FROM,
          logger,
          // Reminders are mail: they are looked for where mail is sent (mail-worker.ts otherwise).
          scheduledJobs: [
            reminderSweepJob({
              database: prepared.database,
              ports: companyPorts,
              publicUrl: resolvePublicUrl(config),
              everySeconds: config.REMINDER_SWEEP_SECONDS,
              logger,
            }),
            // Candidates' data kept past the company's period goes, a week after its notice (D91).
            candidateRetentionJob({
              database: prepared.database,
              ports: candidateRetentionPorts,
              publicUrl: resolvePublicUrl(config),
              everySeconds: config.REMINDER_SWEEP_SECONDS,
              logger,
            }),
            webhookDeliveryJob({
              ports: webhooksPorts,
              database: prepared.database,
              targets: {
                allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
                resolve: systemResolver,
              },
              keyring,
              logger,
            }),
          ],
        })
      : undefined;
  // What the privacy policy says is kept only for a while is deleted once a day.
  const retentionSweeps = startRetentionSweeps({
    database: prepared.database,
    rules: retentionRules,
    logger,
  });

  const address = `http://localhost:${server.info.port}`;
  logger.info(
    { node: process.version },
    `Facet is serving at ${address} on Node.js ${process.versions.node}`,
  );
  if (prepared.demo) {
    const people = prepared.demo.people.map(({ email, role }) => `    ${role.padEnd(10)} ${email}`);
    process.stdout.write(
      [
        '',
        `Facet is ready at ${address}`,
        `Demo accounts (password ${prepared.demo.password}):`,
        `    platform   ${prepared.demo.platformAdmin}   (sign in at ${address}/admin; every`,
        '               platform admin sets up an authenticator app at the first sign-in)',
        ...people,
        '',
      ].join('\n') + '\n',
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing open requests`);
    // Stops accepting connections and waits up to 10 s for requests in flight.
    await server.stop({ timeout: 10_000 });
    await mailDelivery?.stop();
    await retentionSweeps.stop();
    await prepared.close();
    logger.info('Stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Facet could not start:', error);
  }
  process.exit(1);
});
