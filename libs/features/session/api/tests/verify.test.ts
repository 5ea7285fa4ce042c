import type { TestServer } from '@facet/platform-testing';
import Jwt from '@hapi/jwt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createSessionTestServer, jwtSecret, logIn } from './testing';

let testServer: TestServer;
let userToken: string;
let adminToken: string;
const post = (url: string, headers: Record<string, string> = {}, payload?: object) =>
  testServer.server.inject({ method: 'POST', url, headers, payload });

beforeAll(async () => {
  testServer = await createSessionTestServer();
  userToken = (await logIn(testServer.server, { email: 'erin@acme.example' })).token;
  adminToken = (
    await logIn(testServer.server, { email: 'admin@facet.example' }, '/api/admin/login')
  ).token;
});
afterAll(() => testServer.close());

describe('POST /api/auth/verify-user', () => {
  it('answers 200 with the user for a user token and 401 without one', async () => {
    const response = await post('/api/auth/verify-user', bearer(userToken));
    expect(response.statusCode).toBe(200);
    expect(response.result).toMatchObject({ user: { email: 'erin@acme.example' } });
    expect((await post('/api/auth/verify-user')).statusCode).toBe(401);
  });
});

describe('token audiences and algorithms', () => {
  it('never lets a user token open an admin route, nor the reverse', async () => {
    expect((await post('/api/admin/verify-admin', bearer(userToken), {})).statusCode).toBe(401);
    expect((await post('/api/auth/verify-user', bearer(adminToken))).statusCode).toBe(401);
    expect((await post('/api/admin/verify-admin', bearer(adminToken), {})).statusCode).toBe(200);
  });

  it('refuses an unsigned token, another algorithm and an expired token', async () => {
    const claims = { sub: '1', aud: 'facet:user', iss: 'facet' };
    const [header, payload] = userToken.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const otherAlgorithm = Jwt.token.generate(claims, { key: jwtSecret, algorithm: 'HS512' });
    const expired = Jwt.token.generate(
      {
        ...claims,
        exp: Math.floor(Date.now() / 1000) - 60,
        iat: Math.floor(Date.now() / 1000) - 960,
      },
      { key: jwtSecret, algorithm: 'HS256' },
      { ttlSec: 0 },
    );
    const otherKey = Jwt.token.generate(claims, { key: 'x'.repeat(40), algorithm: 'HS256' });
    expect(header).toBeDefined();
    for (const token of [unsigned, otherAlgorithm, expired, otherKey]) {
      expect((await post('/api/auth/verify-user', bearer(token))).statusCode).toBe(401);
    }
  });
});

describe('a token checked once', () => {
  it('is refused once it expires, though its signature was checked before', async () => {
    expect((await post('/api/auth/verify-user', bearer(userToken))).statusCode).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 16 * 60_000, toFake: ['Date'] });
    try {
      expect((await post('/api/auth/verify-user', bearer(userToken))).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect((await post('/api/auth/verify-user', bearer(userToken))).statusCode).toBe(200);
  });

  it('lends nothing to a token that differs in its signature alone', async () => {
    expect((await post('/api/auth/verify-user', bearer(userToken))).statusCode).toBe(200);
    const signature = userToken.slice(userToken.lastIndexOf('.') + 1);
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const forged = `${userToken.slice(0, userToken.lastIndexOf('.') + 1)}${flipped}`;
    expect((await post('/api/auth/verify-user', bearer(forged))).statusCode).toBe(401);
  });
});

describe('POST /api/admin/verify-admin', () => {
  it('answers the admin of the token and refuses another admin’s e-mail', async () => {
    const own = await post('/api/admin/verify-admin', bearer(adminToken), {
      email: 'admin@facet.example',
    });
    expect(own.result).toMatchObject({ admin: { email: 'admin@facet.example' } });
    const other = await post('/api/admin/verify-admin', bearer(adminToken), {
      email: 'someone@facet.example',
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('POST /api/auth/verify-role', () => {
  const verifyRole = async (email: string, role: string) => {
    const { token } = await logIn(testServer.server, { email });
    return post(`/api/auth/verify-role?role=${role}`, bearer(token));
  };

  it('lets a manager and a company admin through role=manager', async () => {
    const manager = await verifyRole('mario@acme.example', 'manager');
    expect(manager.statusCode).toBe(200);
    expect(manager.result).toMatchObject({ role: 'manager', company_id: expect.any(Number) });
    expect((await verifyRole('alicia@acme.example', 'manager')).statusCode).toBe(200);
  });

  it('lets only a company admin through role=admin', async () => {
    expect((await verifyRole('alicia@acme.example', 'admin')).statusCode).toBe(200);
    expect((await verifyRole('mario@acme.example', 'admin')).statusCode).toBe(403);
  });

  it('answers 403 to employees, candidates and people without a company', async () => {
    expect((await verifyRole('erin@acme.example', 'manager')).statusCode).toBe(403);
    expect((await verifyRole('carla@acme.example', 'manager')).statusCode).toBe(403);
    await testServer.testDatabase
      .database('memberships')
      .whereIn(
        'user_id',
        testServer.testDatabase
          .database('users')
          .select('id')
          .where({ email: 'joao@acme.example' }),
      )
      .delete();
    expect((await verifyRole('joao@acme.example', 'manager')).statusCode).toBe(403);
  });

  it('reads the role fresh, so a demotion counts on the next call', async () => {
    const { token } = await logIn(testServer.server, { email: 'mario@acme.example' });
    await testServer.testDatabase
      .database('memberships')
      .whereIn(
        'user_id',
        testServer.testDatabase
          .database('users')
          .select('id')
          .where({ email: 'mario@acme.example' }),
      )
      .update({ role: 'employee' });
    expect((await post('/api/auth/verify-role?role=manager', bearer(token))).statusCode).toBe(403);
  });

  it('answers 400 for an unknown role and 401 without a token', async () => {
    expect((await post('/api/auth/verify-role?role=owner', bearer(userToken))).statusCode).toBe(
      400,
    );
    expect((await post('/api/auth/verify-role?role=manager')).statusCode).toBe(401);
  });
});
