import Boom from '@hapi/boom';
import type { Request, ResponseToolkit, Server } from '@hapi/hapi';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createHttpServer } from '../src/create-http-server';
import { defineRoute, type RouteInput } from '../src/define-route';
import { createLogger } from '../src/logger';
import { describeApi } from '../src/openapi';
import { pageAnswer, searchPageAnswer, type Page } from '../src/pagination';
import { zodValidator } from '../src/validation';

const memberSchema = z.object({ name: z.string().min(1), age: z.coerce.number().default(30) });
const pageSchema = z.object({ page: z.coerce.number().default(1) });
const idSchema = z.object({ id: z.coerce.number().int() });

describe('defineRoute types', () => {
  it('types each part from its schema, and a part without one as undefined', () => {
    defineRoute({
      method: 'POST',
      path: '/typed/{id}',
      validate: { payload: memberSchema, params: idSchema },
      handler: ({ payload, query, params, principal, request, h }) => {
        expectTypeOf(payload).toEqualTypeOf<{ name: string; age: number }>();
        expectTypeOf(params).toEqualTypeOf<{ id: number }>();
        expectTypeOf(query).toEqualTypeOf<undefined>();
        expectTypeOf(principal).toEqualTypeOf<undefined>();
        expectTypeOf(request).toEqualTypeOf<Request>();
        expectTypeOf(h).toEqualTypeOf<ResponseToolkit>();
        return null;
      },
    });
  });

  it('types the principal as what the route finds, awaited', () => {
    defineRoute({
      method: 'GET',
      path: '/typed',
      principal: async () => ({ kind: 'user' as const, userId: 7 }),
      handler: ({ principal, payload }) => {
        expectTypeOf(principal).toEqualTypeOf<{ kind: 'user'; userId: number }>();
        expectTypeOf(payload).toEqualTypeOf<undefined>();
        return null;
      },
    });
  });

  it('types a handler input with no schemas as all undefined', () => {
    expectTypeOf<RouteInput<object, undefined>['query']>().toEqualTypeOf<undefined>();
  });

  it('names a page answer by its key', () => {
    const page: Page<{ id: number }> = { rows: [{ id: 1 }], page: 1, totalPages: 1, total: 1 };
    expectTypeOf(pageAnswer('groups', page)).toEqualTypeOf<
      Record<'groups', { id: number }[]> & { page: number; totalPages: number; total: number }
    >();
  });
});

describe('defineRoute on a server', () => {
  let server: Server;
  const database = knex({ client: 'pg' });

  beforeAll(async () => {
    server = await createHttpServer({
      port: 0,
      host: '127.0.0.1',
      logger: createLogger({ level: 'silent', service: 'define-route-test' }),
      trustProxyTls: false,
      database,
    });
    server.route([
      defineRoute({
        method: 'POST',
        path: '/api/members/{id}',
        options: { auth: false, description: 'Adds a member', tags: ['members'] },
        validate: { payload: memberSchema, query: pageSchema, params: idSchema },
        principal: (request) => request.headers['x-who'] ?? 'nobody',
        handler: ({ payload, query, params, principal, h }) =>
          h.response({ payload, query, params, principal }).code(201),
      }),
      // A route as they were written before `defineRoute`, to compare a refusal with.
      {
        method: 'POST',
        path: '/api/by-hand',
        options: { auth: false, validate: { payload: zodValidator(memberSchema) } },
        handler: () => null,
      },
      defineRoute({
        method: 'GET',
        path: '/api/plain',
        principal: () => {
          throw Boom.unauthorized('Sign in again');
        },
        handler: () => 'unreachable',
      }),
    ]);
  });

  afterAll(async () => {
    await server.stop();
    await database.destroy();
  });

  it('hands the handler the parsed payload, query and params and the principal', async () => {
    const answer = await server.inject({
      method: 'POST',
      url: '/api/members/12?page=3',
      headers: { 'x-who': 'ana' },
      payload: { name: 'Ana' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.result).toEqual({
      payload: { name: 'Ana', age: 30 },
      query: { page: 3 },
      params: { id: 12 },
      principal: 'ana',
    });
  });

  it('answers a bad payload 400 naming the field, exactly as a zodValidator route does', async () => {
    const bad = { name: '' };
    const defined = await server.inject({ method: 'POST', url: '/api/members/1', payload: bad });
    const byHand = await server.inject({ method: 'POST', url: '/api/by-hand', payload: bad });
    expect(defined.statusCode).toBe(400);
    expect(JSON.parse(defined.payload)).toEqual(JSON.parse(byHand.payload));
    expect(JSON.parse(defined.payload)).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringContaining('name:'),
    });
  });

  it('answers bad params 400 before the handler runs', async () => {
    const answer = await server.inject({ method: 'POST', url: '/api/members/x', payload: {} });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.payload).message).toMatch(/^id:/);
  });

  it('runs no handler when the principal is refused', async () => {
    const answer = await server.inject({ method: 'GET', url: '/api/plain' });
    expect(answer.statusCode).toBe(401);
  });

  it('keeps the options and the schemas where the route table and the API description read them', () => {
    const route = server.table().find((entry) => entry.path === '/api/members/{id}');
    expect(route?.settings.tags).toEqual(['members']);
    const described = describeApi(server, 'test').paths['/api/members/{id}']?.post as {
      parameters: { name: string; in: string }[];
      requestBody?: unknown;
    };
    expect(described.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path' }),
      expect.objectContaining({ name: 'page', in: 'query' }),
    ]);
    expect(described.requestBody).toBeDefined();
    const plain = server.table().find((entry) => entry.path === '/api/plain');
    expect(plain?.settings.validate).toEqual(
      expect.not.objectContaining({ payload: expect.any(Function) }),
    );
  });
});

describe('page answers', () => {
  const page: Page<string> = { rows: ['a', 'b'], page: 2, totalPages: 3, total: 12 };

  it('puts the rows under the key with page, totalPages and total', () => {
    expect(pageAnswer('groups', page)).toEqual({
      groups: ['a', 'b'],
      page: 2,
      totalPages: 3,
      total: 12,
    });
  });

  it('names the count totalCount in a search answer', () => {
    expect(searchPageAnswer('users', page)).toEqual({
      users: ['a', 'b'],
      totalCount: 12,
      totalPages: 3,
      page: 2,
    });
  });
});

describe('zodValidator', () => {
  it('parses synchronously, and still runs a schema with an asynchronous check', async () => {
    const validateSync = zodValidator(z.object({ name: z.string().min(2) }));
    await expect(validateSync({ name: 'Ana' })).resolves.toEqual({ name: 'Ana' });
    await expect(validateSync({ name: 'A' })).rejects.toMatchObject({
      output: { statusCode: 400 },
    });
    const validateAsync = zodValidator(
      z.object({ code: z.string().refine(async (code) => Promise.resolve(code === 'open')) }),
    );
    await expect(validateAsync({ code: 'open' })).resolves.toEqual({ code: 'open' });
    await expect(validateAsync({ code: 'shut' })).rejects.toMatchObject({
      output: { statusCode: 400 },
    });
  });
});
