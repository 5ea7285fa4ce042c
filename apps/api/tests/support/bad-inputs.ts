import { describeApi } from '@facet/platform-http';
import type { RequestRoute, Server } from '@hapi/hapi';
import type { RouteFixture } from './route-fixtures';

/** One bad request of a route: what it sends instead of the fixture's payload or query. */
export interface BadInput {
  label: string;
  /** `undefined` sends no body at all. */
  payload?: unknown;
  /** The query string, already encoded, without `?`. */
  query?: string;
}

export const oversized = 'x'.repeat(100_000);
export const hostileStrings = {
  'SQL injection (quote)': "' OR 1=1 --",
  'SQL injection (statement)': "'; drop table users; --",
  'HTML and script': '<script>alert(1)</script><img src=x onerror=alert(1)>',
  // Right-to-left override, zero-width joiner, an emoji sequence and a lone surrogate.
  'unicode edge cases': '\u202Egnp.exe\u200D\u{1F469}\u200D\u{1F4BB}\uD800',
} as const;

type JsonSchema = {
  properties?: Record<string, unknown>;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};

function propertiesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  return [
    ...Object.keys(schema.properties ?? {}),
    ...(schema.allOf ?? []).flatMap(propertiesOf),
    ...(schema.anyOf ?? []).flatMap(propertiesOf),
  ];
}

/** The payload and query fields of every route, read from the schemas behind /api/docs. */
export function fieldsOfRoutes(
  server: Server,
): (route: RequestRoute) => { payload: string[]; query: string[] } {
  const description = describeApi(server, 'test');
  return (route) => {
    const path = route.path.replace(/\{(\w+)\??\*?\}/g, '{$1}');
    const operation = (description.paths[path]?.[route.method] ?? {}) as {
      parameters?: { name: string; in: string }[];
      requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
    };
    return {
      payload: [
        ...new Set(propertiesOf(operation.requestBody?.content['application/json'].schema)),
      ],
      query: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name),
    };
  };
}

const everyField = (fields: string[], value: unknown) =>
  Object.fromEntries(fields.map((field) => [field, value]));

/** Twelve bad bodies: wrong shapes and types, missing fields, oversized and hostile strings. */
export function badPayloads(fields: string[]): BadInput[] {
  const names = fields.length ? fields : ['value'];
  return [
    { label: 'no body', payload: undefined },
    { label: 'an array instead of an object', payload: [everyField(names, 'a')] },
    { label: 'numbers for every field', payload: everyField(names, 12_345) },
    { label: 'arrays for every field', payload: everyField(names, ['a', 'b']) },
    { label: 'objects for every field', payload: everyField(names, { $ne: 1 }) },
    { label: 'null for every field', payload: everyField(names, null) },
    { label: 'every field missing', payload: {} },
    { label: '100,000 characters in every field', payload: everyField(names, oversized) },
    ...Object.entries(hostileStrings).map(([label, value]) => ({
      label: `${label} in every field`,
      payload: everyField(names, value),
    })),
  ];
}

function encodeQuery(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/**
 * Bad queries on top of the fixture's valid one: huge, negative and non-numeric pages where the
 * route pages, then oversized and hostile values, repeated keys and a lone surrogate.
 */
export function badQueries(fields: string[], fixture: RouteFixture): BadInput[] {
  const valid = Object.fromEntries(
    Object.entries(fixture.query ?? {}).map(([key, value]) => [key, String(value)]),
  );
  const names = fields.length ? fields : Object.keys(valid);
  const inputs: BadInput[] = [];
  if (names.includes('page')) {
    for (const [label, page] of [
      ['page=1e12', { page: '1e12' }],
      ['pageSize=1e6', { pageSize: '1e6' }],
      ['a negative page', { page: '-1' }],
      ['page=NaN', { page: 'NaN', pageSize: 'NaN' }],
    ] as const) {
      inputs.push({ label, query: encodeQuery({ ...valid, ...page }) });
    }
  }
  if (names.length === 0) return inputs;
  inputs.push(
    {
      label: '100,000 characters in every query field',
      query: encodeQuery({ ...valid, ...everyField(names, oversized) }),
    },
    {
      label: 'SQL injection in every query field',
      query: encodeQuery({ ...valid, ...everyField(names, hostileStrings['SQL injection (quote)']) }),
    },
    {
      label: 'HTML in every query field',
      query: encodeQuery({ ...valid, ...everyField(names, hostileStrings['HTML and script']) }),
    },
    {
      label: 'repeated keys (arrays) in every query field',
      query: names.map((name) => `${encodeURIComponent(name)}=1&${encodeURIComponent(name)}=2`).join('&'),
    },
    {
      // %ED%A0%80 is a surrogate half encoded as UTF-8: not a valid character.
      label: 'RTL override, zero-width joiner, emoji and an encoded lone surrogate',
      query: names
        .map((name) => `${encodeURIComponent(name)}=%E2%80%AEa%E2%80%8D%F0%9F%91%A9%ED%A0%80`)
        .join('&'),
    },
  );
  return inputs;
}
