import { accountPlugin } from '@facet/account-api';
import { membershipWithCompany, removeMember } from '@facet/company-api';
import { demoPassword, seedDemo } from '@facet/platform-db';
import {
  createTestServer,
  locateTestPostgres,
  testDatabaseUrlVariable,
} from '@facet/platform-testing';
import { lockUserContact, renameUser, sessionPlugin, userContactOf } from '@facet/session-api';
import type { ServerInjectOptions } from '@hapi/hapi';
import Jwt from '@hapi/jwt';
import { percentile } from './support/percentile';

/**
 * What the revocation check of access tokens (docs/decisions.md, token revocation) costs. Prints
 * sign-in p50/p99, then GET /api/user/me p50/p99 three ways, interleaved so the machine's load
 * hits them alike: with the check answered from the in-process cache (a person's calls within
 * 5 seconds), with the check reading the database (a different person each call), and with
 * authentication bypassed through Hapi's injected credentials (no JWT check, no revocation
 * check). The differences to the bypass are the whole authentication step, the check included.
 */
const jwtSecret = 'a-bench-secret-that-is-long-enough-for-hs256';
const postgres = await locateTestPostgres(54361);
process.env[testDatabaseUrlVariable] = postgres.url;
const { server, testDatabase, close } = await createTestServer({
  plugins: [
    {
      plugin: sessionPlugin,
      options: {
        jwtSecret,
        rateLimits: {
          loginPerAccount: { attempts: 10_000, windowSeconds: 60 },
          loginPerAddress: { attempts: 10_000, windowSeconds: 60 },
        },
      },
    },
    {
      plugin: accountPlugin,
      options: { userContactOf, lockUserContact, renameUser, membershipWithCompany, removeMember },
    },
  ],
});
const database = testDatabase.database;
await seedDemo(database);

const figures = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
};
const print = (label: string, timings: number[]) => {
  const { p50, p99 } = figures(timings);
  console.log(`${label.padEnd(50)} p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`);
};

async function timed(options: ServerInjectOptions, expected: number): Promise<number> {
  const started = performance.now();
  const response = await server.inject(options);
  const elapsed = performance.now() - started;
  if (response.statusCode !== expected) {
    const url = typeof options.url === 'string' ? options.url : JSON.stringify(options.url);
    throw new Error(`${url} answered ${response.statusCode}, not ${expected}`);
  }
  return elapsed;
}

// Sign-in: argon2id is most of it; it issues a token and runs no revocation check.
const login: ServerInjectOptions = {
  method: 'POST',
  url: '/api/auth/login',
  payload: {
    email: 'erin@acme.example',
    password: demoPassword,
    termsVersion: '1.0.0',
    privacyVersion: '1.0.0',
  },
};
for (let attempt = 0; attempt < 5; attempt += 1) await timed(login, 200);
const signIns: number[] = [];
for (let attempt = 0; attempt < 60; attempt += 1) signIns.push(await timed(login, 200));
print('POST /api/auth/login (60 sign-ins)', signIns);

// Employees of the demo company like Erin, one per uncached call, with tokens minted as the
// session issues them, so every call reads the same profile and only the check differs.
const calls = 1_000;
const people = await database('users')
  .insert(
    Array.from({ length: calls }, (_, index) => ({
      name: `Bench Person ${index}`,
      email: `bench-${index}@bench.example`,
      lang: 'en',
    })),
  )
  .returning<{ id: number }[]>('id');
const erinMembership = await database('memberships')
  .join('users', 'users.id', 'memberships.user_id')
  .where('users.email', 'erin@acme.example')
  .first<{ company_id: number }>('memberships.company_id');
await database('memberships').insert(
  people.map((person) => ({
    user_id: person.id,
    company_id: erinMembership.company_id,
    role: 'employee',
    licence_state: 'yes',
  })),
);
const tokenOf = (userId: number) =>
  Jwt.token.generate(
    { sub: String(userId), aud: 'facet:user', iss: 'facet', iat: Date.now() / 1000 },
    { key: jwtSecret, algorithm: 'HS256' },
    { ttlSec: 900 },
  );
const erinId = Number(
  (await database('users').where({ email: 'erin@acme.example' }).first<{ id: number }>('id')).id,
);
const me = (headers: Record<string, string>): ServerInjectOptions => ({
  method: 'GET',
  url: '/api/user/me',
  headers,
});
const cachedCall = me({ authorization: `Bearer ${tokenOf(erinId)}` });
const bypassedCall: ServerInjectOptions = {
  method: 'GET',
  url: '/api/user/me',
  auth: { strategy: 'user', credentials: { principal: { kind: 'user', id: erinId } } },
};
const uncachedCalls = people.map((person) => me({ authorization: `Bearer ${tokenOf(person.id)}` }));

for (let attempt = 0; attempt < 50; attempt += 1) {
  await timed(cachedCall, 200);
  await timed(bypassedCall, 200);
}
const cached: number[] = [];
const uncached: number[] = [];
const bypassed: number[] = [];
for (let index = 0; index < calls; index += 1) {
  cached.push(await timed(cachedCall, 200));
  uncached.push(await timed(uncachedCalls[index]!, 200));
  bypassed.push(await timed(bypassedCall, 200));
}
print(`GET /api/user/me, check from cache (${calls})`, cached);
print(`GET /api/user/me, check reads the database (${calls})`, uncached);
print(`GET /api/user/me, authentication bypassed (${calls})`, bypassed);
const difference = (label: string, withCheck: number[]) => {
  const measured = figures(withCheck);
  const baseline = figures(bypassed);
  console.log(
    `${label.padEnd(50)} p50 ${(measured.p50 - baseline.p50).toFixed(2)} ms, ` +
      `p99 ${(measured.p99 - baseline.p99).toFixed(2)} ms`,
  );
};
difference('authentication cost, check from cache', cached);
difference('authentication cost, check reads database', uncached);

await close();
await postgres.stop();
