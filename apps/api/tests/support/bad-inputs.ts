import { describeApi } from '@facet/platform-http';
import type { RequestRoute, Server } from '@hapi/hapi';
import type { RouteFixture } from './fixture-targets';

/** One bad request of a route: what it sends instead of the fixture's payload or query. */
export interface BadInput {
  label: string;
  /** `undefined` sends no body at all. */
  payload?: object;
  /** The query string, already encoded, without `?`. */
  query?: string;
}

export const oversized = 'x'.repeat(100_000);
export const sqlInjections = ["' OR 1=1 --", "'; drop table users; --"] as const;
export const htmlInjection = '<script>alert(1)</script><img src=x onerror=alert(1)>';
/** Right-to-left override, zero-width joiner, an emoji sequence and a lone surrogate. */
export const unicodeEdgeCases = '\u202Egnp.exe\u200D\u{1F469}\u200D\u{1F4BB}\uD800';
/** PostgreSQL text cannot hold U+0000: it must be refused before it reaches the database. */
export const nulByte = '\u0000';

type JsonSchema = {
  properties?: Record<string, unknown>;
  required?: string[];
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

function requiredOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  return [
    ...(schema.required ?? []),
    ...(schema.allOf ?? []).flatMap(requiredOf),
    ...(schema.anyOf ?? []).flatMap(requiredOf),
  ];
}

export interface RouteFields {
  payload: string[];
  /** Whether the body needs any field: a body of optional fields may rightly be left empty. */
  payloadRequiresAField: boolean;
  query: string[];
}

/** The payload and query fields of every route, read from the schemas behind /api/docs. */
export function fieldsOfRoutes(server: Server): (route: RequestRoute) => RouteFields {
  const description = describeApi(server, 'test');
  return (route) => {
    const path = route.path.replace(/\{(\w+)\??\*?\}/g, '{$1}');
    const operation = (description.paths[path]?.[route.method] ?? {}) as {
      parameters?: { name: string; in: string }[];
      requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
    };
    const body = operation.requestBody?.content['application/json'].schema;
    return {
      payload: [...new Set(propertiesOf(body))],
      // A schema the description cannot show (a preprocessed one) counts as requiring fields.
      payloadRequiresAField: requiredOf(body).length > 0 || propertiesOf(body).length === 0,
      query: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name),
    };
  };
}

const everyField = <Value>(fields: string[], value: Value): Record<string, Value> =>
  Object.fromEntries(fields.map((field) => [field, value]));

/**
 * The fixture's valid payload with a NUL byte inside its longest free-text value (not an
 * e-mail), so the byte gets past the other fields' checks to wherever the text goes.
 */
function withNulInFreeText(valid: Record<string, unknown> | undefined): BadInput[] {
  const [field, text] =
    Object.entries(valid ?? {})
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .filter(([, value]) => !value.includes('@'))
      .sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (field === undefined || text === undefined) return [];
  const middle = Math.ceil(text.length / 2);
  return [
    {
      label: `a NUL byte in ${field} of an otherwise valid body`,
      payload: { ...valid, [field]: `${text.slice(0, middle)}${nulByte}${text.slice(middle)}` },
    },
  ];
}

/**
 * Twelve bad bodies: wrong shapes and types, missing fields, oversized and hostile strings. An
 * empty body is bad only where the schema requires a field (`requiresAField`).
 */
export function badPayloads(
  fields: string[],
  requiresAField: boolean,
  valid: Record<string, unknown> | undefined,
): BadInput[] {
  const names = fields.length ? fields : ['value'];
  const missing: BadInput[] = [
    { label: 'no body', payload: undefined },
    { label: 'every field missing', payload: {} },
  ];
  // Most telling first: a route that also takes a query keeps only the first nine.
  return [
    ...(requiresAField ? missing : []),
    ...withNulInFreeText(valid),
    { label: 'numbers for every field', payload: everyField(names, 12_345) },
    { label: 'null for every field', payload: everyField(names, null) },
    { label: '100,000 characters in every field', payload: everyField(names, oversized) },
    {
      label: 'SQL injection in every field',
      payload: Object.fromEntries(
        names.map((field, index) => [field, sqlInjections[index % sqlInjections.length]]),
      ),
    },
    { label: 'HTML and script in every field', payload: everyField(names, htmlInjection) },
    { label: 'unicode edge cases in every field', payload: everyField(names, unicodeEdgeCases) },
    { label: 'an array instead of an object', payload: [everyField(names, 'a')] },
    { label: 'arrays for every field', payload: everyField(names, ['a', 'b']) },
    { label: 'objects for every field', payload: everyField(names, { $ne: 1 }) },
  ];
}

/**
 * A NUL byte inside every free-text value of the fixture's valid query (the others stay valid,
 * so the byte reaches the search), or in every field when the fixture has no free text.
 */
function withNulInQuery(
  valid: Record<string, string>,
  rawInEveryTextField: (encoded: string) => string,
): string {
  const freeText = Object.entries(valid).filter(
    ([key, value]) => key !== 'role' && !/^\d+$/.test(value) && !value.includes('@'),
  );
  if (freeText.length === 0) return rawInEveryTextField('abc%00def');
  const withNul = Object.fromEntries(freeText.map(([key, value]) => [key, `${value}${nulByte}`]));
  return encodeQuery({ ...valid, ...withNul });
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
  // Paging stays valid below, so the hostile values reach whatever reads the other fields.
  const textFields = names.filter((name) => name !== 'page' && name !== 'pageSize');
  if (textFields.length === 0) return inputs;
  const everyTextField = (value: string) =>
    encodeQuery({ ...valid, ...everyField(textFields, value) });
  const rawInEveryTextField = (encoded: string) =>
    textFields.map((name) => `${encodeURIComponent(name)}=${encoded}`).join('&');
  inputs.push(
    { label: 'a NUL byte in the query', query: withNulInQuery(valid, rawInEveryTextField) },
    { label: 'SQL injection in every query field', query: everyTextField(sqlInjections[0]) },
    { label: '100,000 characters in every query field', query: everyTextField(oversized) },
    { label: 'HTML in every query field', query: everyTextField(htmlInjection) },
    {
      // %ED%A0%80 is a surrogate half encoded as UTF-8: not a valid character.
      label: 'RTL override, zero-width joiner, emoji and an encoded lone surrogate',
      query: rawInEveryTextField('%E2%80%AEabc%E2%80%8D%F0%9F%91%A9%ED%A0%80'),
    },
    {
      label: 'repeated keys (arrays) in every query field',
      query: textFields
        .map((name) => `${encodeURIComponent(name)}=1&${encodeURIComponent(name)}=2`)
        .join('&'),
    },
  );
  return inputs;
}
