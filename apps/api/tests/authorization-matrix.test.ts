import { createHmac } from 'node:crypto';
import type { RequestRoute } from '@hapi/hapi';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiWorld, principals, type Principal } from './support/api-world';
import {
  authorizationTable,
  isOutsideMatrix,
  routeKey,
  type RouteAccess,
} from './support/authorization-table';
import { checkCrossTenantIsolation } from './support/cross-tenant-cases';
import { routeFixtures, urlOf } from './support/route-fixtures';

// The route table is read from the running deployment when the file is collected, so a route a
// feature adds tomorrow is in this run without anyone touching the test.
const world = await createApiWorld();
afterAll(() => world.close());

const routes = world.server
  .table()
  .filter((route) => !isOutsideMatrix(route.path))
  .sort((a, b) => routeKey(a.method, a.path).localeCompare(routeKey(b.method, b.path)));

type Outcome = 'allowed' | 'denied' | 'hidden' | 'failed';

function outcomeOf(statusCode: number): Outcome {
  if (statusCode >= 500) return 'failed';
  if (statusCode === 401 || statusCode === 403) return 'denied';
  if (statusCode === 404) return 'hidden';
  return 'allowed';
}

/** Whether `statusCode` is what the table promises `principal`. */
function meetsExpectation(
  access: Exclude<RouteAccess, { public: string }>,
  principal: Principal,
  statusCode: number,
): boolean {
  const outcome = outcomeOf(statusCode);
  if (outcome === 'failed') return false;
  if (access.allow.includes(principal)) return outcome !== 'denied';
  if (access.hidden?.includes(principal)) return statusCode === 403 || statusCode === 404;
  return outcome === 'denied';
}

function expectationOf(
  access: Exclude<RouteAccess, { public: string }>,
  principal: Principal,
): string {
  if (access.allow.includes(principal)) return 'allowed (not 401/403)';
  if (access.hidden?.includes(principal)) return 'refused or hidden (403/404)';
  return 'denied (401/403)';
}

/** A route with a required strategy must refuse a visitor with 401 whatever the payload says. */
function requiresAuthentication(route: RequestRoute): boolean {
  const auth = route.settings.auth as { strategies?: string[]; mode?: string } | false | undefined;
  return Boolean(auth && auth.strategies?.length && auth.mode === 'required');
}

describe('the authorization matrix', () => {
  it('lists every route of the server, and no route the server no longer has', () => {
    const served = new Set(routes.map((route) => routeKey(route.method, route.path)));
    const missing = [...served]
      .filter((key) => !(key in authorizationTable))
      .map((key) => `add ${key} to the authorization matrix`);
    const stale = Object.keys(authorizationTable)
      .filter((key) => !served.has(key))
      .map((key) => `remove ${key} from the authorization matrix: the server has no such route`);
    expect([...missing, ...stale]).toEqual([]);
  });

  for (const route of routes) {
    const key = routeKey(route.method, route.path);
    const access = authorizationTable[key];

    if (!access) {
      it(`${key} is in the authorization matrix`, () => {
        throw new Error(`add ${key} to the authorization matrix`);
      });
      continue;
    }

    if ('public' in access) {
      it(`${key} is public by design (${access.public}) and asks for no required sign-in`, () => {
        expect(requiresAuthentication(route)).toBe(false);
      });
      continue;
    }

    const allowed = access.allow.join(', ');
    it(`${key} lets ${allowed} through and refuses everyone else`, async () => {
      const fixture = routeFixtures[key]?.(world) ?? { payload: {} };
      const mismatches: string[] = [];
      for (const principal of principals) {
        const response = await world.call(principal, {
          method: route.method.toUpperCase(),
          url: urlOf(route.path, fixture),
          ...(route.method !== 'get' && { payload: fixture.payload ?? {} }),
        });
        const visitorMustBe401 = principal === 'visitor' && requiresAuthentication(route);
        if (visitorMustBe401 && response.statusCode !== 401) {
          mismatches.push(`visitor: expected 401, got ${response.statusCode} ${response.payload}`);
        } else if (!meetsExpectation(access, principal, response.statusCode)) {
          mismatches.push(
            `${principal}: expected ${expectationOf(access, principal)}, got ${response.statusCode} ${response.payload.slice(0, 200)}`,
          );
        }
      }
      expect(mismatches).toEqual([]);
    });
  }

  it('refuses access tokens it did not sign: alg none, another key, another audience', async () => {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const claims = (aud: string) => ({
      sub: '1',
      aud,
      iss: 'facet',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    const unsigned = (aud: string) =>
      `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims(aud))}.`;
    const signedWithAnotherKey = (aud: string) => {
      const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims(aud))}`;
      const signature = createHmac('sha256', 'not-the-secret-of-this-deployment-at-all')
        .update(body)
        .digest('base64url');
      return `${body}.${signature}`;
    };
    const calls = [
      { url: '/api/user/me', aud: 'facet:user' },
      { url: '/api/admin/get', aud: 'facet:admin' },
    ];
    for (const { url, aud } of calls) {
      for (const token of [unsigned(aud), signedWithAnotherKey(aud)]) {
        const response = await world.server.inject({
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode, `${url} with ${token.slice(0, 20)}…`).toBe(401);
      }
    }
    // A real user token presented where the admin audience is required, and the reverse.
    const crossed = [
      { url: '/api/admin/get', token: world.tokens.companyAdmin },
      { url: '/api/user/me', token: world.tokens.platformAdmin },
    ];
    for (const { url, token } of crossed) {
      const response = await world.server.inject({
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('refuses a forged signed link on the public download routes', async () => {
    const forged = 'eyJmb3JnZWQiOnRydWV9.c2lnbmF0dXJl';
    for (const url of [
      `/api/diagnoses/inform-document/${forged}`,
      `/api/arsulipo/export/${forged}`,
    ]) {
      const response = await world.call('visitor', { method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('tenant isolation: company A acting on company B', () => {
  checkCrossTenantIsolation(world);
});
