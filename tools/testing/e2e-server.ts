import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { locateTestPostgres } from '@facet/platform-testing';
import pg from 'pg';
import {
  buildServerPrograms,
  builtServerProgram,
} from '../workspace-checks/src/server-programs.mjs';

/**
 * Starts the whole product for the Playwright journeys as production runs it: the web build
 * served by the compiled API (dist/server, built here from this tree), on a database created for
 * this run and dropped after it.
 */
const port = process.env.PORT ?? '3900';
const postgres = await locateTestPostgres(54349);
const databaseName = `facet_e2e_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: postgres.url });
await admin.connect();
await admin.query(`create database "${databaseName}"`);
await admin.end();
const databaseUrl = new URL(postgres.url);
databaseUrl.pathname = `/${databaseName}`;
// Journeys that set up what no API allows (a hostile name an old record could hold) find this
// run's database through the file the Playwright config names.
const databaseUrlFile = process.env.E2E_DATABASE_URL_FILE;
if (databaseUrlFile) writeFileSync(databaseUrlFile, databaseUrl.toString());

buildServerPrograms();
const api = spawn(process.execPath, [builtServerProgram('main')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATABASE_URL: databaseUrl.toString(),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // The reminder journey moves the clock by moving stored timestamps back, then waits a sweep.
    REMINDER_SWEEP_SECONDS: '1',
    // A service no request may reach before consent; the consent journey answers it itself.
    ERROR_REPORTING_DSN: 'https://e2epublickey@errors.facet.test/1',
  },
});

async function cleanUp(): Promise<void> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  await client.query(`drop database if exists "${databaseName}" with (force)`);
  await client.end();
  await postgres.stop();
}

let exiting = false;
const stop = () => {
  if (exiting) return;
  exiting = true;
  api.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
api.on('exit', (code) => {
  void cleanUp().finally(() => process.exit(code ?? 0));
});
