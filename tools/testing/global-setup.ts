import { locateTestPostgres, testDatabaseUrlVariable } from '@facet/platform-testing';

/**
 * Runs once per Vitest project; the first run finds (or starts) PostgreSQL and the others reuse
 * its answer through the environment, which the test workers inherit.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[testDatabaseUrlVariable]) return undefined;
  const postgres = await locateTestPostgres(54339);
  process.env[testDatabaseUrlVariable] = postgres.url;
  return async () => {
    delete process.env[testDatabaseUrlVariable];
    await postgres.stop();
  };
}
