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

async function applicationIdOf(position: number): Promise<number> {
  const application = await world
    .database('applications')
    .where({ position_id: position })
    .first<{ id: number }>('id');
  return Number(application.id);
}
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
        application_id: await applicationIdOf(positionId),
        hired_at: null,
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

  it('shows the applicant hired once a manager marks them so, in the list and the file (D94)', async () => {
    const applicationId = await applicationIdOf(positionId);
    const hired = await world.call('manager', {
      method: 'POST',
      url: `/api/hiring/applications/${applicationId}/hire?role=manager`,
    });
    expect(hired.statusCode).toBe(200);
    const { hiredAt } = (hired.result as { application: { hiredAt: string } }).application;
    const ranking = await world.call('manager', {
      method: 'GET',
      url: `/api/companies/rank-members?position_id=${positionId}`,
    });
    const [applicant] = (
      ranking.result as { members: { application_id: number; hired_at: string | null }[] }
    ).members;
    expect(applicant).toMatchObject({ application_id: applicationId, hired_at: hiredAt });
    const file = await world.call('manager', {
      method: 'GET',
      url: `/api/companies/export-ranking?position_id=${positionId}&format=csv&lang=en`,
    });
    const [header, row] = file.payload.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header!.split(',').slice(5, 8)).toEqual(['Applied on', 'Source', 'Hired on']);
    expect(row).toContain(`2026-11-20,Position link,${hiredAt.slice(0, 10)}`);
  });
});
