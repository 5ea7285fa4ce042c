import { describe, expect, it } from 'vitest';
import { concurrentChangeMessage, outOfRangeMessage, toBoom } from '../src/error-mapping';

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
