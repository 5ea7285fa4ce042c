import Boom from '@hapi/boom';
import Hapi from '@hapi/hapi';
import { defineProblems } from '@facet/platform-kernel';
import { describe, expect, it } from 'vitest';
import {
  concurrentChangeMessage,
  outOfRangeMessage,
  problem,
  registerErrorMapping,
  toBoom,
  withProblemCode,
} from '../src/error-mapping';

/** What node-postgres throws: an Error carrying PostgreSQL's SQLSTATE in `code`. */
function databaseError(code: string): Error {
  return Object.assign(new Error(`database error ${code}`), { code });
}

describe('toBoom', () => {
  it.each(['40P01', '40001'])(
    'answers a deadlock or serialization failure (%s) with 409, never 500',
    (code) => {
      const answer = toBoom(databaseError(code));
      expect(answer.output.statusCode).toBe(409);
      expect(answer.message).toBe(concurrentChangeMessage);
    },
  );

  it.each(['22008', '22009', '22007', '22012', '22001', '2200F'])(
    'answers a data exception (%s) with a plain 400, never 500 and never the SQL',
    (code) => {
      const answer = toBoom(databaseError(code));
      expect(answer.output.statusCode).toBe(400);
      expect(answer.message).toBe(outOfRangeMessage);
    },
  );

  it('keeps an unknown failure a 500', () => {
    expect(toBoom(new Error('boom')).output.statusCode).toBe(500);
  });
});

describe('the code of a refusal', () => {
  async function answerOf(failure: () => never) {
    const server = Hapi.server();
    // hapi-pino's request logger, silent: a 500 is logged before it is answered.
    const silent = { error: () => undefined, warn: () => undefined };
    server.decorate('request', 'logger', () => silent, { apply: true });
    registerErrorMapping(server);
    server.route({ method: 'GET', path: '/', handler: failure });
    const response = await server.inject('/');
    return { status: response.statusCode, body: JSON.parse(response.payload) as unknown };
  }

  it('joins api.md’s three fields when a refusal names its cause', async () => {
    const answer = await answerOf(() => {
      throw withProblemCode(Boom.badData('The host could not be resolved.'), 'test.unresolved');
    });
    expect(answer).toEqual({
      status: 422,
      body: {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'The host could not be resolved.',
        code: 'test.unresolved',
      },
    });
  });

  it('answers a declared problem with its status, sentence and code', async () => {
    const testProblems = defineProblems('test', {
      lastSeat: { status: 409, message: 'The last seat is taken.' },
      roleMissing: {
        status: 403,
        message: ({ role }: { role: string }) => `This needs the ${role} role.`,
      },
    });
    expect(testProblems.lastSeat.code).toBe('test.last_seat');
    const taken = await answerOf(() => {
      throw problem(testProblems.lastSeat);
    });
    expect(taken).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: 'The last seat is taken.',
        code: 'test.last_seat',
      },
    });
    const forbidden = await answerOf(() => {
      throw problem(testProblems.roleMissing, { role: 'admin' });
    });
    expect(forbidden.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'This needs the admin role.',
      code: 'test.role_missing',
    });
  });

  it('is absent from a refusal without one and from a server error', async () => {
    const plain = await answerOf(() => {
      throw Boom.conflict('Already there.');
    });
    expect(plain.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'Already there.' });
    const internal = await answerOf(() => {
      throw withProblemCode(Boom.internal('secret detail'), 'test.internal');
    });
    expect(internal.status).toBe(500);
    expect(internal.body).not.toHaveProperty('code');
  });
});
