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

const errorResponse = {
  description:
    'Failure: `{ statusCode, error, message }`, and `code` where a refusal names its cause; the message is meant for people',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          statusCode: { type: 'integer' },
          error: { type: 'string' },
          message: { type: 'string' },
          code: { type: 'string' },
        },
        required: ['statusCode', 'error', 'message'],
      },
    },
  },
};

function operationOf(route: RequestRoute) {
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
    responses: { '200': { description: 'Success' }, default: errorResponse },
  };
}

/** An OpenAPI 3.1 description of every `/api` route, generated from the routes' own schemas. */
export function describeApi(server: Server, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of server.table()) {
    if (!route.path.startsWith('/api') || route.path === '/api/{path*}') continue;
    const path = route.path.replace(/\{(\w+)\??\*?\}/g, '{$1}');
    const methods =
      route.method === '*' ? ['get', 'post', 'put', 'patch', 'delete'] : [route.method];
    for (const method of methods) (paths[path] ??= {})[method] = operationOf(route);
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
export const openApiPlugin: Plugin<{ version: string }> = {
  name: 'facet-openapi',
  register(server, options) {
    let described: ReturnType<typeof describeApi> | undefined;
    server.route({
      method: 'GET',
      path: '/api/docs',
      options: { auth: false, description: 'This description of the API' },
      // Routes are all registered before the first request, so the description is built once.
      handler: () => (described ??= describeApi(server, options.version)),
    });
  },
};
