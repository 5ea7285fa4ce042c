import { demoPassword, seedDemo } from '@facet/platform-db';
import {
  createTestServer,
  locateTestPostgres,
  testDatabaseUrlVariable,
} from '@facet/platform-testing';
import { sessionPlugin } from '@facet/session-api';

/**
 * Signs the demo employee in 100 times through the real route and database and prints the
 * latency percentiles; argon2id verification is most of it.
 */
const postgres = await locateTestPostgres(54359);
process.env[testDatabaseUrlVariable] = postgres.url;
const { server, testDatabase, close } = await createTestServer({
  plugins: [
    {
      plugin: sessionPlugin,
      options: {
        jwtSecret: 'a-bench-secret-that-is-long-enough-for-hs256',
        rateLimits: {
          loginPerAccount: { attempts: 10_000, windowSeconds: 60 },
          loginPerAddress: { attempts: 10_000, windowSeconds: 60 },
        },
      },
    },
  ],
});
await seedDemo(testDatabase.database);

const payload = {
  email: 'erin@acme.example',
  password: demoPassword,
  termsVersion: '1.0.0',
  privacyVersion: '1.0.0',
};
const timings: number[] = [];
for (let attempt = 0; attempt < 110; attempt += 1) {
  const started = performance.now();
  const response = await server.inject({ method: 'POST', url: '/api/auth/login', payload });
  if (response.statusCode !== 200) throw new Error(`Login answered ${response.statusCode}`);
  if (attempt >= 10) timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const percentile = (share: number) =>
  timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!;
console.log(
  `login over ${timings.length} sign-ins: p50 ${percentile(0.5).toFixed(1)} ms, p95 ${percentile(0.95).toFixed(1)} ms, max ${timings.at(-1)!.toFixed(1)} ms`,
);
await close();
await postgres.stop();
