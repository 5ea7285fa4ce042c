import { demoPassword, seedDemo } from '@facet/platform-db';
import {
  createTestServer,
  locateTestPostgres,
  testDatabaseUrlVariable,
} from '@facet/platform-testing';
import { sessionPlugin } from '@facet/session-api';
import { percentile } from './support/percentile';

/**
 * Signs the demo employee in through the real route and database, first one at a time (100
 * sign-ins) then with 8 always in flight (200), and prints sign-ins per second and the latency
 * percentiles of each; argon2id verification is most of it.
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
const signIn = async (): Promise<number> => {
  const started = performance.now();
  const response = await server.inject({ method: 'POST', url: '/api/auth/login', payload });
  if (response.statusCode !== 200) throw new Error(`Login answered ${response.statusCode}`);
  return performance.now() - started;
};

function report(label: string, timings: number[], elapsedMs: number): void {
  const sorted = [...timings].sort((a, b) => a - b);
  const perSecond = (timings.length / elapsedMs) * 1000;
  console.log(
    `login ${label} over ${sorted.length} sign-ins: ${perSecond.toFixed(1)} sign-ins/s, ` +
      `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
  );
}

const warmUp = 10;
const measured = 100;
const concurrency = 8;
const concurrentMeasured = 200;

// Sequential: one sign-in at a time, as one person sees it.
for (let attempt = 0; attempt < warmUp; attempt += 1) await signIn();
const sequential: number[] = [];
const sequentialStarted = performance.now();
for (let attempt = 0; attempt < measured; attempt += 1) sequential.push(await signIn());
report('sequential', sequential, performance.now() - sequentialStarted);

// Concurrent: 8 sign-ins always in flight, until `concurrentMeasured` are done.
await Promise.all(Array.from({ length: concurrency }, () => signIn()));
const concurrent: number[] = [];
let started = 0;
const concurrentStarted = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (started < concurrentMeasured) {
      started += 1;
      concurrent.push(await signIn());
    }
  }),
);
report(`${concurrency} concurrent`, concurrent, performance.now() - concurrentStarted);
await close();
await postgres.stop();
