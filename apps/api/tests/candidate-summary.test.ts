import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAPeople, createApiWorld, type ApiWorld } from './support/api-world';
import { submittedApplication } from './support/applicant-results';

/**
 * What a candidate reads of their own result (issue 39, D90): a position may give its candidates
 * a short summary instead of the whole report. Reports asks hiring through the port the app
 * composes; the result here answered an application to such a position, Erin's did not.
 */
let world: ApiWorld;
let summaryResultId: number;

interface OwnReport {
  view: 'report' | 'summary';
  atAGlance: unknown;
  domains: { facets: unknown[] }[];
  pen: unknown[];
  sections: unknown[];
}

beforeAll(async () => {
  world = await createApiWorld();
  const created = await world.call('manager', {
    method: 'POST',
    url: '/api/hiring/positions',
    payload: {
      name: 'Field sales',
      profileId: world.companyA.profileId,
      languages: ['en'],
      candidateCap: 1,
      candidateView: 'summary',
    },
  });
  expect(created.statusCode).toBe(201);
  const positionId = (created.result as { position: { id: number } }).position.id;
  summaryResultId = await submittedApplication(world, {
    email: companyAPeople.candidate,
    positionId,
    number: 1,
  });
});
afterAll(() => world.close());

describe("a candidate's own result", () => {
  it('is the short summary when the position chose it: no facet, PEN scale or section', async () => {
    const response = await world.call('candidate', {
      method: 'GET',
      url: `/api/diagnoses/get-result-inform?result_id=${summaryResultId}&lang=es`,
    });
    expect(response.statusCode).toBe(200);
    const { inform } = response.result as { inform: OwnReport };
    expect(inform.view).toBe('summary');
    expect(inform.atAGlance).not.toBeNull();
    expect(inform.domains).toHaveLength(5);
    expect(inform.domains.every((domain) => domain.facets.length === 0)).toBe(true);
    expect(inform.pen).toEqual([]);
    expect(inform.sections).toEqual([]);
  });

  it('is the whole report for a result that answered no such position', async () => {
    const response = await world.call('employee', {
      method: 'GET',
      url: `/api/diagnoses/get-result-inform?result_id=${world.companyA.employeeResultId}&lang=en`,
    });
    expect(response.statusCode).toBe(200);
    const { inform } = response.result as { inform: OwnReport };
    expect(inform.view).toBe('report');
    expect(inform.domains.every((domain) => domain.facets.length === 6)).toBe(true);
    expect(inform.sections.length).toBeGreaterThan(0);
  });
});
