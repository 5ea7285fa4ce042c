import { afterAll, describe, expect, it } from 'vitest';
import { createApiWorld } from './support/api-world';
import {
  allowedPrincipalOf,
  authorizationTable,
  isOutsideMatrix,
  routeKey,
} from './support/authorization-table';
import { badPayloads, badQueries, fieldsOfRoutes, type BadInput } from './support/bad-inputs';
import { rowCountsOf } from './support/row-counts';
import { queryStringOf, routeFixtures, urlOf } from './support/route-fixtures';

// Routes come from the running deployment at collection time, as in the authorization matrix.
const world = await createApiWorld();
afterAll(() => world.close());

const fieldsOf = fieldsOfRoutes(world.server);
const routes = world.server
  .table()
  .filter((route) => !isOutsideMatrix(route.path))
  .filter((route) => route.settings.validate?.payload || route.settings.validate?.query)
  .sort((a, b) => routeKey(a.method, a.path).localeCompare(routeKey(b.method, b.path)));

/** At most this many bad requests per route keeps the file well under two minutes. */
const inputsPerRoute = 12;

function badInputsOf(route: (typeof routes)[number]): BadInput[] {
  const key = routeKey(route.method, route.path);
  const fixture = routeFixtures[key]?.(world) ?? {};
  const fields = fieldsOf(route);
  const hasPayload = Boolean(route.settings.validate?.payload) && route.method !== 'get';
  const hasQuery = Boolean(route.settings.validate?.query);
  const payloads = hasPayload
    ? badPayloads(
        [...new Set([...fields.payload, ...Object.keys(fixture.payload ?? {})])],
        fields.payloadRequiresAField,
        fixture.payload,
      )
    : [];
  const queries = hasQuery
    ? badQueries([...new Set([...fields.query, ...Object.keys(fixture.query ?? {})])], fixture)
    : [];
  // A route with both gets some of each; a bad query goes with an empty body, so it never acts.
  const queryShare = hasPayload ? Math.min(3, queries.length) : inputsPerRoute;
  return [
    ...payloads.slice(0, inputsPerRoute - queryShare),
    ...queries.slice(0, queryShare).map((input) => ({ ...input, payload: {} })),
  ];
}

/** A stack frame or a source location in an answer means an error escaped the error mapping. */
const stackTrace = /\n\s+at |node_modules|\.[cm]?[jt]s:\d+/;

function parsedJson(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

describe('input hardening', () => {
  it('finds routes with a payload or query to test', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  for (const route of routes) {
    const key = routeKey(route.method, route.path);
    const access = authorizationTable[key];
    it(`${key} answers every bad input with a 4xx error body and changes nothing`, async () => {
      if (!access) throw new Error(`add ${key} to the authorization matrix`);
      const principal = allowedPrincipalOf(access);
      const fixture = routeFixtures[key]?.(world) ?? {};
      const before = await rowCountsOf(world.database);
      const problems: string[] = [];
      for (const input of badInputsOf(route)) {
        const path = urlOf(route.path, { params: fixture.params });
        const query = input.query ?? queryStringOf(fixture);
        const response = await world.call(principal, {
          method: route.method.toUpperCase(),
          url: query ? `${path}?${query}` : path,
          ...(route.method !== 'get' && input.payload !== undefined && { payload: input.payload }),
        });
        const status = response.statusCode;
        const what = `${input.label} as ${principal}: ${status} ${response.payload.slice(0, 160)}`;
        if (status >= 500) problems.push(`server error on ${what}`);
        if (route.method !== 'get' && status < 400) {
          problems.push(`not refused: ${what}`);
        }
        if (status >= 400) {
          const body = parsedJson(response.payload);
          const wellFormed =
            body.statusCode === status &&
            typeof body.error === 'string' &&
            typeof body.message === 'string' &&
            body.message.length > 0;
          if (!wellFormed) problems.push(`error body not { statusCode, error, message }: ${what}`);
        }
        if (stackTrace.test(response.payload)) problems.push(`stack trace in ${what}`);
        if (input.label.startsWith('SQL injection') && status < 300) {
          const found = parsedJson(response.payload);
          const total = Number(found.total ?? found.totalCount ?? 0);
          if (total > 0) problems.push(`SQL injection widened the answer: ${what}`);
        }
      }
      expect(problems).toEqual([]);
      expect(await rowCountsOf(world.database)).toEqual(before);
    });
  }
});
