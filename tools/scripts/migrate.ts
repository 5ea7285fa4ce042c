import { loadConfig } from '@facet/platform-config';
import { createDatabase, migrateToLatest } from '@facet/platform-db';

/** `npm run db:migrate`: brings the database at DATABASE_URL to the latest schema. */
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error('DATABASE_URL is required (the embedded database is migrated by npm start itself)');
  process.exit(1);
}
const database = createDatabase(config.DATABASE_URL, { poolMax: 1 });
try {
  await migrateToLatest(database);
  console.log('The database is at the latest schema');
} finally {
  await database.destroy();
}
