import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyBPeople, createApiWorld, type ApiWorld } from './support/api-world';
import { submittedApplication } from './support/applicant-results';

/**
 * A position's ranking through the app's own composition (D92): profiles reads the position and
 * its applicants through the ports `feature-ports.ts` fills from hiring. A manager of Acme
 * creates a position with the real route; Berta, Globex's employee, applies to it and submits a
 * result taken under Acme (written as hiring's submission leaves it), staying Globex's member.
 */
let world: ApiWorld;
let positionId: number;
let applicantResultId: number;

beforeAll(async () => {
  world = await createApiWorld();
  const created = await world.call('manager', {
    method: 'POST',
    url: '/api/hiring/positions',
    payload: {
      name: 'Data analyst',
      profileId: world.companyA.profileId,
      languages: ['en'],
      candidateCap: 2,
    },
  });
  expect(created.statusCode).toBe(201);
  positionId = (created.result as { position: { id: number } }).position.id;
  applicantResultId = await submittedApplication(world, {
    email: companyBPeople.employee,
    positionId,
    number: 2,
  });
});
afterAll(() => world.close());

describe('the ranking of a position, as the app composes it', () => {
  it('lists the applicant with the result they applied with, and not the members', async () => {
    const response = await world.call('manager', {
      method: 'GET',
      url: `/api/companies/rank-members?position_id=${positionId}`,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.result as {
      position: { position_id: number; name: string };
      members: { email: string; result_id: number; source: string; applied_at: string }[];
    };
    expect(answer.position).toEqual({ position_id: positionId, name: 'Data analyst' });
    expect(answer.members).toEqual([
      expect.objectContaining({
        email: companyBPeople.employee,
        result_id: applicantResultId,
        source: 'link',
        applied_at: '2026-11-20T08:00:00.000Z',
        member_role: null,
      }),
    ]);
  });

  it("answers 404 to another company's manager and refuses an employee", async () => {
    const other = await world.call('otherManager', {
      method: 'GET',
      url: `/api/companies/rank-members?position_id=${positionId}`,
    });
    expect(other.statusCode).toBe(404);
    expect((other.result as { code: string }).code).toBe('profiles.position_not_found');
    const employee = await world.call('employee', {
      method: 'GET',
      url: `/api/companies/export-ranking?position_id=${positionId}&format=csv`,
    });
    expect(employee.statusCode).toBe(403);
  });

  it('downloads the position ranking with the applied date and source', async () => {
    const response = await world.call('manager', {
      method: 'GET',
      url: `/api/companies/export-ranking?position_id=${positionId}&format=csv&lang=en`,
    });
    expect(response.statusCode).toBe(200);
    const [header, row] = response.payload.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header!.split(',').slice(5, 7)).toEqual(['Applied on', 'Source']);
    expect(row).toContain('2026-11-20,Position link');
  });
});
