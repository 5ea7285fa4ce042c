import { describe, expect, it } from 'vitest';
import {
  teamCompareQuerySchema,
  teamDocumentPayloadSchema,
  teamDocumentQuerySchema,
  teamGroupParamsSchema,
  teamInsightQuerySchema,
} from './team-insight-schemas';

/** Each problem as the API answers it: `field: message`. */
const problemsOf = (result: {
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('teamInsightQuerySchema', () => {
  it('takes the manager and admin roles, or none', () => {
    expect(teamInsightQuerySchema.parse({})).toEqual({});
    expect(teamInsightQuerySchema.parse({ role: 'admin' })).toEqual({ role: 'admin' });
    expect(teamInsightQuerySchema.safeParse({ role: 'employee' }).success).toBe(false);
  });
});

describe('teamGroupParamsSchema', () => {
  it('reads a path id as a whole number of 1 or more', () => {
    expect(teamGroupParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', '-1', '1.5', '0x2', 'abc', '']) {
      expect(teamGroupParamsSchema.safeParse({ id }).success, id).toBe(false);
    }
  });
});

describe('teamCompareQuerySchema', () => {
  it('reads both group ids from the query string', () => {
    expect(teamCompareQuerySchema.parse({ group_a: '3', group_b: '7', role: 'manager' })).toEqual({
      group_a: 3,
      group_b: 7,
      role: 'manager',
    });
  });

  it('names the second group when both are the same', () => {
    const same = teamCompareQuerySchema.safeParse({ group_a: '3', group_b: '3' });
    expect(problemsOf(same)).toEqual(['group_b: must name two different groups']);
  });

  it('names each missing or malformed group', () => {
    const missing = teamCompareQuerySchema.safeParse({ group_b: 'x' });
    const problems = problemsOf(missing);
    expect(problems.some((problem) => problem.startsWith('group_a:'))).toBe(true);
    expect(problems).toContain('group_b: must be a whole number');
  });
});

describe('the document schemas', () => {
  it('print in English unless another language of the product is asked for', () => {
    expect(teamDocumentQuerySchema.parse({})).toEqual({ lang: 'en' });
    expect(teamDocumentQuerySchema.parse({ lang: 'pt', role: 'admin' })).toEqual({
      lang: 'pt',
      role: 'admin',
    });
    expect(problemsOf(teamDocumentQuerySchema.safeParse({ lang: 'fr' }))).toEqual([
      'lang: must be one of en, es, pt',
    ]);
  });

  it('print the company without a group, and a group only by a JSON number', () => {
    expect(teamDocumentPayloadSchema.parse({})).toEqual({});
    expect(teamDocumentPayloadSchema.parse({ group_id: 5 })).toEqual({ group_id: 5 });
    expect(problemsOf(teamDocumentPayloadSchema.safeParse({ group_id: '5' }))).toEqual([
      'group_id: must be a whole number',
    ]);
    expect(teamDocumentPayloadSchema.safeParse({ group_id: 0 }).success).toBe(false);
  });

  it('refuse a field the call does not know, rather than ignore it', () => {
    const extra = teamDocumentPayloadSchema.safeParse({ group_id: 5, company_id: 1 });
    expect(extra.success).toBe(false);
  });
});
