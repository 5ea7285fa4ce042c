import { loadConfig } from '@facet/platform-config';
import { createDatabase, migrateToLatest, seedDemo } from '@facet/platform-db';

/** `npm run seed:demo`: adds the demo tenant to the database at DATABASE_URL (idempotent). */
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error('DATABASE_URL is required (npm start seeds the embedded database itself)');
  process.exit(1);
}
const database = createDatabase(config.DATABASE_URL, { poolMax: 1 });
try {
  await migrateToLatest(database);
  const demo = await seedDemo(database);
  console.log(
    `Demo tenant ready; password ${demo.password} for ${demo.people.map((person) => person.email).join(', ')}`,
  );
} finally {
  await database.destroy();
}
