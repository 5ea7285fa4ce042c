import { accessProblems, requestProblems, type Problem } from '@facet/platform-kernel';
import type { Plugin, RequestRoute, Server } from '@hapi/hapi';
import { z } from 'zod';
import { schemaOfValidator } from './validation';

type JsonSchema = Record<string, unknown>;

function jsonSchemaOf(validator: unknown): JsonSchema | undefined {
  const schema = schemaOfValidator(validator);
  if (!schema) return undefined;
  // `io: 'input'` describes what a client sends (before defaults and coercion).
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  });
  return jsonSchema;
}

function parametersOf(validator: unknown, location: 'query' | 'path') {
  const schema = jsonSchemaOf(validator) as
    { properties?: Record<string, JsonSchema>; required?: string[] } | undefined;
  return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (schema?.required ?? []).includes(name),
    schema: property,
  }));
}

const failureSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    code: { type: 'string' },
  },
  required: ['statusCode', 'error', 'message'],
};

const errorResponse = {
  description:
    'Failure: `{ statusCode, error, message }`, and `code` where a refusal names its cause; the message is meant for people',
  content: { 'application/json': { schema: failureSchema } },
};

/**
 * The declared problems each feature's routes may answer with, by the name of the plugin that
 * mounts them: the feature's own and those of the owners whose services it calls.
 */
export type ProblemsByPlugin = Readonly<
  Record<string, readonly Readonly<Record<string, Problem>>[]>
>;

/** The problems any route may meet: a refused request, and for a signed-in route, access. */
function platformProblemsOf(route: RequestRoute): Problem[] {
  const signedIn = Boolean(route.settings.auth);
  return [
    ...Object.values(requestProblems),
    ...(signedIn ? Object.values<Problem>(accessProblems) : []),
  ];
}

/** The problems a route may answer with: the platform's and its plugin's, without repeats. */
function problemsOfRoute(route: RequestRoute, problemsByPlugin: ProblemsByPlugin): Problem[] {
  const declared = (problemsByPlugin[route.realm.plugin ?? ''] ?? []).flatMap((problems) =>
    Object.values(problems),
  );
  const byCode = new Map([...platformProblemsOf(route), ...declared].map((p) => [p.code, p]));
  return [...byCode.values()];
}

/** A response per refusing status, naming the codes of the causes answered with it. */
function problemResponses(problems: Problem[]) {
  const codesByStatus = new Map<number, string[]>();
  for (const { status, code } of problems) {
    codesByStatus.set(status, [...(codesByStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...codesByStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [
        String(status),
        {
          description: `Refused: ${codes.join(', ')}`,
          content: {
            'application/json': {
              schema: {
                ...failureSchema,
                properties: { ...failureSchema.properties, code: { type: 'string', enum: codes } },
                required: [...failureSchema.required, 'code'],
              },
            },
          },
        },
      ]),
  );
}

function operationOf(route: RequestRoute, problemsByPlugin: ProblemsByPlugin) {
  const validate = route.settings.validate ?? {};
  const strategies = route.settings.auth ? (route.settings.auth.strategies ?? []) : [];
  const body = jsonSchemaOf(validate.payload);
  return {
    summary: route.settings.description,
    tags: route.settings.tags,
    security: strategies.map((strategy) => ({ [strategy]: [] })),
    parameters: [
      ...parametersOf(validate.params, 'path'),
      ...parametersOf(validate.query, 'query'),
    ],
    ...(body && {
      requestBody: { required: true, content: { 'application/json': { schema: body } } },
    }),
    responses: {
      '200': { description: 'Success' },
      ...problemResponses(problemsOfRoute(route, problemsByPlugin)),
      default: errorResponse,
    },
  };
}

/**
 * An OpenAPI 3.1 description of every `/api` route, generated from the routes' own schemas, with
 * the codes of the problems each may answer with.
 */
export function describeApi(
  server: Server,
  version: string,
  problemsByPlugin: ProblemsByPlugin = {},
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of server.table()) {
    if (!route.path.startsWith('/api') || route.path === '/api/{path*}') continue;
    const path = route.path.replace(/\{(\w+)\??\*?\}/g, '{$1}');
    const methods =
      route.method === '*' ? ['get', 'post', 'put', 'patch', 'delete'] : [route.method];
    for (const method of methods)
      (paths[path] ??= {})[method] = operationOf(route, problemsByPlugin);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Facet API', version },
    paths,
    components: {
      securitySchemes: {
        user: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        admin: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
  };
}

/** Serves the description at `GET /api/docs` (DESIGN §2). */
export const openApiPlugin: Plugin<{ version: string; problemsByPlugin?: ProblemsByPlugin }> = {
  name: 'facet-openapi',
  register(server, options) {
    let described: ReturnType<typeof describeApi> | undefined;
    server.route({
      method: 'GET',
      path: '/api/docs',
      options: { auth: false, description: 'This description of the API' },
      // Routes are all registered before the first request, so the description is built once.
      handler: () => (described ??= describeApi(server, options.version, options.problemsByPlugin)),
    });
  },
};
