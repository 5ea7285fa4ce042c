import { demoPassword, seedDemo } from '@facet/platform-db';
import {
  addMembersWithPasswordOf,
  createTestServer,
  locateTestPostgres,
  testDatabaseUrlVariable,
} from '@facet/platform-testing';
import { defaultRateLimits, sessionPlugin } from '@facet/session-api';
import { percentile } from './support/percentile';

/**
 * An assessment morning: 200 people of one company, all behind one office address, sign in
 * within 10 seconds under the production login limits; then a password-guessing script from the
 * same address sprays wrong passwords at other accounts until it is refused. Prints how many got
 * in, the latency percentiles, and after how many wrong passwords the guesser was stopped.
 * Fails (exit 1) unless all 200 get in and the guesser is stopped at the failure budget.
 */
const officeAddress = '203.0.113.10';
const people = 200;
const arrivalSeconds = 10;

const postgres = await locateTestPostgres(54359);
process.env[testDatabaseUrlVariable] = postgres.url;
const { server, testDatabase, close } = await createTestServer({
  plugins: [
    {
      plugin: sessionPlugin,
      options: { jwtSecret: 'a-bench-secret-that-is-long-enough-for-hs256' },
    },
  ],
});
const database = testDatabase.database;
await seedDemo(database);

const company = await database('companies').first<{ id: number }>('id');
const staff = Array.from({ length: people }, (_, index) => `office${index}@acme.example`);
await addMembersWithPasswordOf(
  database,
  'erin@acme.example',
  { companyId: company.id, role: 'employee' },
  staff.map((email, index) => ({
    name: `Office Member ${String.fromCharCode(65 + (index % 26))}`,
    email,
  })),
);

const signIn = (email: string, password: string) =>
  server.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: officeAddress,
    payload: { email, password, termsVersion: '1.0.0', privacyVersion: '1.0.0' },
  });

// Arrivals spread evenly over the 10 seconds, each person signing in once.
const statuses: number[] = [];
const latencies: number[] = [];
const morningStarted = performance.now();
await Promise.all(
  staff.map(async (email, index) => {
    await new Promise((resolve) => setTimeout(resolve, (index * arrivalSeconds * 1000) / people));
    const started = performance.now();
    const answer = await signIn(email, demoPassword);
    latencies.push(performance.now() - started);
    statuses.push(answer.statusCode);
  }),
);
const morningSeconds = (performance.now() - morningStarted) / 1000;
const signedIn = statuses.filter((status) => status === 200).length;
const refused = statuses.filter((status) => status === 429).length;
const sorted = [...latencies].sort((a, b) => a - b);
console.log(
  `office: ${signedIn}/${people} signed in from one address (${refused} × 429), arrivals over ` +
    `${arrivalSeconds} s, all answered after ${morningSeconds.toFixed(1)} s; latency ` +
    `p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms, ` +
    `max ${sorted.at(-1)!.toFixed(0)} ms`,
);

// The guesser: one wrong password per account, so only the address budget can stop it.
const failureBudget = defaultRateLimits.loginPerAddress.attempts;
let wrongPasswordsChecked = 0;
let stoppedAfter: number | undefined;
for (let guess = 0; guess < failureBudget * 2; guess += 1) {
  const answer = await signIn(staff[guess % people]!, `Guess-${guess}-password`);
  if (answer.statusCode === 429) {
    stoppedAfter = wrongPasswordsChecked;
    break;
  }
  if (answer.statusCode === 401) wrongPasswordsChecked += 1;
}
console.log(
  stoppedAfter === undefined
    ? `guesser: NOT stopped after ${wrongPasswordsChecked} wrong passwords`
    : `guesser: stopped with 429 after ${stoppedAfter} wrong passwords ` +
        `(failure budget ${failureBudget} per ${defaultRateLimits.loginPerAddress.windowSeconds / 60} min)`,
);

await close();
await postgres.stop();
if (signedIn !== people || stoppedAfter !== failureBudget) process.exit(1);
