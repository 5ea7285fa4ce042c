import type { RequestRoute, ServerInjectResponse } from '@hapi/hapi';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiWorld, type Principal } from './support/api-world';
import { allowedPrincipalOf, authorizationTable, routeKey } from './support/authorization-table';
import { fieldsOfRoutes } from './support/bad-inputs';
import { queryStringOf, routeFixtures, urlOf } from './support/route-fixtures';

// Every route of the whole deployment, read from `server.table()` when the file is collected, so
// a route added tomorrow is walked without anyone touching this file. One server for the file;
// behind a trusted TLS proxy, so HSTS is expected on every answer too.
const world = await createApiWorld({ TRUST_PROXY_TLS: 'true' });
afterAll(() => world.close());

const overTls = { 'x-forwarded-proto': 'https' };
const fieldsOf = fieldsOfRoutes(world.server);
const routes = world.server
  .table()
  .sort((a, b) => routeKey(a.method, a.path).localeCompare(routeKey(b.method, b.path)));

/** Whom a route's calls are sent as: a principal it lets through, a visitor for open routes. */
function callerOf(route: RequestRoute): Principal {
  const access = authorizationTable[routeKey(route.method, route.path)];
  return access ? allowedPrincipalOf(access) : 'visitor';
}

function requiresAuthentication(route: RequestRoute): boolean {
  const auth = route.settings.auth as { strategies?: string[]; mode?: string } | false | undefined;
  return Boolean(auth && auth.strategies?.length && auth.mode === 'required');
}

const pathParametersOf = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\??\*?\}/g)].map((match) => match[1] ?? '');

/**
 * What a caller may put in any parameter: impossible and out-of-range days, numbers beyond
 * every integer type, a negative id, and strings a database or a parser may choke on.
 */
const hostileValues: readonly { label: string; encoded: string }[] = [
  { label: 'the last day of year 9999', encoded: '9999-12-31' },
  { label: 'year 0000', encoded: '0000-01-01' },
  { label: '30 February', encoded: '2026-02-30' },
  { label: '1e309', encoded: '1e309' },
  { label: 'a 20-digit number', encoded: '99999999999999999999' },
  { label: 'a negative id', encoded: '-1' },
  {
    label: 'RTL override, emoji and a lone surrogate',
    encoded: '%E2%80%AEab%F0%9F%91%A9%ED%A0%80',
  },
  { label: 'a NUL byte', encoded: '%00' },
  { label: '5,000 characters', encoded: 'x'.repeat(5_000) },
];

/** The route's URL with `parameter` of its path, or of its query, replaced by `encoded`. */
function urlWith(route: RequestRoute, parameter: string, encoded: string): string {
  const fixture = routeFixtures[routeKey(route.method, route.path)]?.(world) ?? {};
  if (pathParametersOf(route.path).includes(parameter)) {
    const marker = 'hostile-value-marker';
    const url = urlOf(route.path, {
      ...fixture,
      params: { ...fixture.params, [parameter]: marker },
    });
    return url.replace(marker, encoded);
  }
  const rest = new URLSearchParams(queryStringOf(fixture));
  rest.delete(parameter);
  const path = urlOf(route.path, { params: fixture.params });
  const others = rest.toString();
  return `${path}?${others ? `${others}&` : ''}${encodeURIComponent(parameter)}=${encoded}`;
}

function parametersOf(route: RequestRoute): string[] {
  const fixture = routeFixtures[routeKey(route.method, route.path)]?.(world) ?? {};
  // Declared fields, and the fixture's: a route without a query schema may still read one.
  const query = [
    ...(route.settings.validate?.query ? fieldsOf(route).query : []),
    ...Object.keys(fixture.query ?? {}),
  ];
  return [...new Set([...pathParametersOf(route.path), ...query])];
}

describe('every route, every query and path parameter, hostile values', () => {
  it('finds the routes and parameters to fuzz, the date filters among them', () => {
    const fuzzed = routes.flatMap((route) =>
      parametersOf(route).map((name) => routeKey(route.method, route.path) + ' ' + name),
    );
    expect(fuzzed).toContain('GET /api/companies/rank-members to');
    expect(fuzzed).toContain('GET /api/companies/audit-trail from');
    expect(fuzzed.length).toBeGreaterThan(100);
  });

  for (const route of routes) {
    const parameters = parametersOf(route);
    if (parameters.length === 0) continue;
    const key = routeKey(route.method, route.path);
    it(`${key} answers no 5xx to hostile ${parameters.join(', ')}`, async () => {
      const caller = callerOf(route);
      const failures: string[] = [];
      for (const parameter of parameters) {
        for (const { label, encoded } of hostileValues) {
          const response = await world.call(caller, {
            method: route.method.toUpperCase(),
            url: urlWith(route, parameter, encoded),
            // An empty body: a write never acts on a value that got through.
            ...(route.method !== 'get' && { payload: {} }),
          });
          if (response.statusCode >= 500) {
            failures.push(`${parameter} = ${label}: ${response.statusCode} ${response.payload}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it.each([
    ['/api/companies/rank-members', 'to', '9999-12-31'],
    ['/api/companies/rank-members', 'from', '0000-01-01'],
    ['/api/companies/audit-trail', 'from', '2026-02-30'],
    ['/api/admin/audit-trail', 'to', '1899-12-31'],
  ])('refuses %s?%s=%s with a 400 that names the field', async (path, field, day) => {
    const route = routes.find((candidate) => candidate.path === path && candidate.method === 'get');
    if (!route) throw new Error(`${path} is not served`);
    const response = await world.call(callerOf(route), {
      method: 'GET',
      url: urlWith(route, field, day),
    });
    expect(response.statusCode, response.payload).toBe(400);
    expect((response.result as { message: string }).message).toContain(field);
  });
});

/** Routes whose answer is the same public document for everyone, and may be cached. */
const cacheableRoutes = new Set(['GET /api/client-settings']);

const securityHeaders = {
  'content-security-policy': /default-src 'self'.*frame-ancestors 'none'/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'cross-origin-opener-policy': /^same-origin$/,
  'strict-transport-security': /^max-age=\d+/,
  'x-request-id': /^[\w.-]{8,64}$/,
} as const;

function headerProblems(
  route: RequestRoute,
  what: string,
  response: ServerInjectResponse,
): string[] {
  const problems: string[] = [];
  for (const [name, expected] of Object.entries(securityHeaders)) {
    const value = response.headers[name];
    if (typeof value !== 'string' || !expected.test(value)) {
      problems.push(`${what} (${response.statusCode}): ${name} is ${String(value)}`);
    }
  }
  const key = routeKey(route.method, route.path);
  const cacheControl = String(response.headers['cache-control']);
  if (
    route.path.startsWith('/api/') &&
    !cacheableRoutes.has(key) &&
    !/\bno-store\b/.test(cacheControl)
  ) {
    problems.push(`${what} (${response.statusCode}): cache-control is ${cacheControl}`);
  }
  return problems;
}

describe('the headers of every answer', () => {
  let succeeded = 0;

  for (const route of routes) {
    const key = routeKey(route.method, route.path);
    it(`${key} sends the security headers, the request id and its cache rule, failing or not`, async () => {
      const method = route.method.toUpperCase();
      const fixture = routeFixtures[key]?.(world) ?? {};
      const problems: string[] = [];

      // Failing: a forged token where a sign-in is required (the review's 401), else a body and
      // a path that no route accepts.
      const failing = requiresAuthentication(route)
        ? await world.call('visitor', {
            method,
            url: urlOf(route.path, fixture),
            headers: { ...overTls, authorization: 'Bearer forged' },
          })
        : await world.call('visitor', {
            method,
            url: urlWith(route, pathParametersOf(route.path)[0] ?? 'unknown', '%00'),
            headers: overTls,
            ...(route.method !== 'get' && { payload: '[' }),
          });
      if (requiresAuthentication(route)) expect(failing.statusCode).toBe(401);
      problems.push(...headerProblems(route, 'failing call', failing));

      const caller = callerOf(route);
      const succeeding = await world.call(caller, {
        method,
        url: urlOf(route.path, fixture),
        headers: overTls,
        ...(route.method !== 'get' && { payload: fixture.payload ?? {} }),
      });
      if (succeeding.statusCode < 300) succeeded += 1;
      problems.push(...headerProblems(route, `call as ${caller}`, succeeding));
      expect(problems).toEqual([]);
    });
  }

  it('walked answers that succeeded, not only refusals', () => {
    expect(succeeded).toBeGreaterThan(40);
  });
});
