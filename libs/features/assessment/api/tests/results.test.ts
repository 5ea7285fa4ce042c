import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  completeAssessment,
  createAssessmentTestServer,
  createCompany,
  createPerson,
} from '../src/testing';

let testServer: TestServer;
let owner: number;
let stranger: number;
let ownResultId: number;
beforeAll(async () => {
  testServer = await createAssessmentTestServer();
  const database = testServer.testDatabase.database;
  const company = await createCompany(database, 10);
  owner = await createPerson(database, { companyId: company });
  stranger = await createPerson(database, { companyId: company });
  ownResultId = await completeAssessment(testServer.server, owner);
  await completeAssessment(testServer.server, stranger);
});
afterAll(() => testServer.close());

const results = (userId: number, query: string) =>
  testServer.server.inject({
    method: 'GET',
    url: `/api/diagnoses/results?${query}`,
    headers: bearer(userId),
  });

describe('GET /api/diagnoses/results', () => {
  it('lists only the person’s own results, paged', async () => {
    const response = await results(owner, 'page=1');
    expect(response.statusCode).toBe(200);
    const body = response.result as {
      results: { result_id: number; number: number; date: string }[];
      page: number;
      totalPages: number;
    };
    expect(body.results).toEqual([{ result_id: ownResultId, number: 1, date: expect.any(String) }]);
    expect(body.page).toBe(1);
    expect(body.totalPages).toBe(1);
  });

  it('reads one own result with raw scores and versions', async () => {
    const response = await results(owner, `result_id=${ownResultId}`);
    expect(response.statusCode).toBe(200);
    const { result } = response.result as {
      result: { result_id: number; scores: Record<string, number>; norm_version: string };
    };
    expect(result.result_id).toBe(ownResultId);
    expect(Object.keys(result.scores)).toHaveLength(38);
    expect(result.norm_version).toBe('johnson-120-300-blend/1');
  });

  it('answers 404 for someone else’s result', async () => {
    const response = await results(stranger, `result_id=${ownResultId}`);
    expect(response.statusCode).toBe(404);
  });

  it('answers an empty first page to a person without results', async () => {
    const newcomer = await createPerson(testServer.testDatabase.database, { companyId: null });
    const response = await results(newcomer, 'page=1');
    expect(response.result).toEqual({ results: [], page: 1, totalPages: 1 });
  });

  it('refuses a page that is not a number', async () => {
    const response = await results(owner, 'page=abc');
    expect(response.statusCode).toBe(400);
    expect((response.result as { message: string }).message).toMatch(/^page:/);
  });
});
