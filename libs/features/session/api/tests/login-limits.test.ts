import { demoPassword, seedDemo } from '@facet/platform-db';
import {
  addMembersWithPasswordOf,
  createTestServer,
  type TestServer,
} from '@facet/platform-testing';
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionPlugin } from '../src/index';
import { companyPorts, createSessionTestServer, jwtSecret } from './testing';

const currentTerms = { termsVersion: '1.0.0', privacyVersion: '1.0.0' };
const officeAddress = '203.0.113.10';

const userLogin = (server: Server, email: string, password: string, remoteAddress: string) =>
  server.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email, password, ...currentTerms },
  });

const adminLogin = (server: Server, password: string, remoteAddress: string) =>
  server.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress,
    payload: { email: 'admin@facet.example', password },
  });

describe('login limits with the default budgets', () => {
  let testServer: TestServer;
  const staff = Array.from({ length: 200 }, (_, index) => `staff${index}@acme.example`);

  beforeAll(async () => {
    testServer = await createSessionTestServer();
    const database = testServer.testDatabase.database;
    const company = await database('companies').first<{ id: number }>('id');
    await addMembersWithPasswordOf(
      database,
      'erin@acme.example',
      { companyId: company.id, role: 'employee' },
      staff.map((email, index) => ({
        name: `Staff Member ${String.fromCharCode(65 + (index % 26))}`,
        email,
      })),
    );
  });
  afterAll(() => testServer.close());

  it('lets 200 people of one company sign in from one office address within a minute', async () => {
    const statuses: number[] = [];
    // Ten at a time, as people arriving at 9:00 do; the budget counts wrong passwords only.
    for (let start = 0; start < staff.length; start += 10) {
      const batch = staff.slice(start, start + 10);
      const answers = await Promise.all(
        batch.map((email) => userLogin(testServer.server, email, demoPassword, officeAddress)),
      );
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(200);
    // 200 argon2 verifications: minutes, not seconds, on a loaded 2-core machine.
  }, 180_000);

  it('lets 60 people of one office address sign in at the same moment', async () => {
    const address = '203.0.113.11';
    // All at once, as an assessment morning starts: none of them may take another's place.
    const answers = await Promise.all(
      staff.slice(0, 60).map((email) => userLogin(testServer.server, email, demoPassword, address)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(60);
  }, 180_000);

  it('lets a platform admin sign in more often from one address than the budget of failures', async () => {
    const address = '203.0.113.20';
    for (let attempt = 0; attempt < 55; attempt += 1) {
      expect((await adminLogin(testServer.server, demoPassword, address)).statusCode).toBe(200);
    }
  }, 120_000);

  it('locks only the account whose password is wrong; colleagues at the same address get in', async () => {
    const address = '203.0.113.30';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await userLogin(testServer.server, 'joao@acme.example', 'Wrong-pass1', address);
      expect(wrong.statusCode).toBe(401);
    }
    expect(
      (await userLogin(testServer.server, 'joao@acme.example', demoPassword, address)).statusCode,
    ).toBe(429);
    for (const email of ['erin@acme.example', 'mario@acme.example', staff[0]!]) {
      expect((await userLogin(testServer.server, email, demoPassword, address)).statusCode).toBe(
        200,
      );
    }
  });

  it("locks a platform admin's account after five wrong passwords, not the address", async () => {
    const address = '203.0.113.40';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await adminLogin(testServer.server, 'Wrong-pass1', address)).statusCode).toBe(401);
    }
    expect((await adminLogin(testServer.server, demoPassword, address)).statusCode).toBe(429);
    expect(
      (await userLogin(testServer.server, 'alicia@acme.example', demoPassword, address)).statusCode,
    ).toBe(200);
  });
});

describe('the per-address budgets: wrong passwords, and every attempt', () => {
  let testServer: TestServer;
  beforeAll(async () => {
    testServer = await createSessionTestServer({
      rateLimits: {
        loginPerAddress: { attempts: 3, windowSeconds: 900 },
        loginAttemptsPerAddress: { attempts: 8, windowSeconds: 900 },
      },
    });
  });
  afterAll(() => testServer.close());

  it('stops a password sprayer after the failure budget, right passwords included', async () => {
    const address = '198.51.100.50';
    const sprayed = ['erin', 'joao', 'mario'].map((name) =>
      userLogin(testServer.server, `${name}@acme.example`, 'Wrong-pass1', address),
    );
    for (const answer of await Promise.all(sprayed)) expect(answer.statusCode).toBe(401);
    const refused = await userLogin(
      testServer.server,
      'alicia@acme.example',
      demoPassword,
      address,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect(
      (await userLogin(testServer.server, 'alicia@acme.example', demoPassword, '198.51.100.51'))
        .statusCode,
    ).toBe(200);
  });

  it('counts right passwords only against the ceiling on all attempts', async () => {
    const address = '198.51.100.60';
    const wrong = await userLogin(testServer.server, 'erin@acme.example', 'Wrong-pass1', address);
    expect(wrong.statusCode).toBe(401);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const answer = await userLogin(
        testServer.server,
        'mario@acme.example',
        demoPassword,
        address,
      );
      statuses.push(answer.statusCode);
    }
    // One wrong and seven right fill the ceiling of 8; the failure budget of 3 was never near.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('bounds a parallel burst of guesses by the ceiling on all attempts', async () => {
    const address = '198.51.100.70';
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        userLogin(testServer.server, `burst${index}@acme.example`, 'Wrong-pass1', address),
      ),
    );
    const checked = burst.filter((answer) => answer.statusCode === 401);
    expect(checked.length).toBeLessThanOrEqual(8);
    expect(burst.filter((answer) => answer.statusCode === 429).length).toBe(12 - checked.length);
  });
});

describe('the client address behind proxies (TRUST_PROXY_HOPS)', () => {
  const proxyAddress = '10.1.0.1';
  const servers: Record<number, TestServer> = {};

  /** A server whose per-address budget is two wrong passwords, trusting `hops` proxies. */
  async function serverTrusting(hops: number): Promise<TestServer> {
    const testServer = await createTestServer({
      trustProxyHops: hops,
      plugins: [
        {
          plugin: sessionPlugin,
          options: {
            jwtSecret,
            ...companyPorts,
            rateLimits: { loginPerAddress: { attempts: 2, windowSeconds: 900 } },
          },
        },
      ],
    });
    await seedDemo(testServer.testDatabase.database);
    return testServer;
  }

  /** A wrong password for a fresh e-mail, so only the address budget can refuse it. */
  let guess = 0;
  const wrongLogin = (server: Server, forwardedFor: string) => {
    guess += 1;
    return server.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: proxyAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `guess${guess}@acme.example`, password: 'Wrong-pass1', ...currentTerms },
    });
  };

  beforeAll(async () => {
    for (const hops of [0, 1, 2]) servers[hops] = await serverTrusting(hops);
  });
  afterAll(async () => {
    for (const testServer of Object.values(servers)) await testServer.close();
  });

  it('ignores X-Forwarded-For with 0 hops: a rotating header does not escape the limit', async () => {
    const server = servers[0]!.server;
    expect((await wrongLogin(server, '198.51.100.1')).statusCode).toBe(401);
    expect((await wrongLogin(server, '198.51.100.2')).statusCode).toBe(401);
    expect((await wrongLogin(server, '198.51.100.3')).statusCode).toBe(429);
  });

  it('uses the entry our one proxy wrote with 1 hop, whatever the caller put before it', async () => {
    const server = servers[1]!.server;
    expect((await wrongLogin(server, '6.6.6.1, 198.51.100.10')).statusCode).toBe(401);
    expect((await wrongLogin(server, '6.6.6.2, 198.51.100.10')).statusCode).toBe(401);
    expect((await wrongLogin(server, '6.6.6.3, 198.51.100.10')).statusCode).toBe(429);
    // Another person behind the same proxy has a budget of their own.
    expect((await wrongLogin(server, '198.51.100.11')).statusCode).toBe(401);
  });

  it('uses the entry the outer of two proxies wrote with 2 hops', async () => {
    const server = servers[2]!.server;
    const viaTwoProxies = (spoofed: string, client: string) => `${spoofed}, ${client}, 10.1.0.2`;
    expect((await wrongLogin(server, viaTwoProxies('6.6.6.1', '198.51.100.20'))).statusCode).toBe(
      401,
    );
    expect((await wrongLogin(server, viaTwoProxies('6.6.6.2', '198.51.100.20'))).statusCode).toBe(
      401,
    );
    expect((await wrongLogin(server, viaTwoProxies('6.6.6.3', '198.51.100.20'))).statusCode).toBe(
      429,
    );
    expect((await wrongLogin(server, viaTwoProxies('6.6.6.3', '198.51.100.21'))).statusCode).toBe(
      401,
    );
  });
});
