import type { Position, PositionAnswer, PositionListAnswer } from '@facet/hiring-domain';
import { userIdByEmail } from '@facet/profiles-api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createCompanyProfile, licencesOf, startHiringTestServer } from './testing';

const world = startHiringTestServer();
let mario: number;
let gina: number;
let acmeProfile: number;
let globexProfile: number;

beforeAll(async () => {
  const database = world.database();
  mario = await userIdByEmail(database, 'mario@acme.example');
  gina = await userIdByEmail(database, 'gina@globex.example');
  acmeProfile = await createCompanyProfile(database, world.acmeId(), 'Acme analyst');
  globexProfile = await createCompanyProfile(database, world.globexId(), 'Globex analyst');
});

async function call(userId: number, method: string, url: string, payload?: object) {
  const response = await world.server().inject({ method, url, payload, headers: bearerOf(userId) });
  return { statusCode: response.statusCode, body: JSON.parse(response.payload || '{}') };
}

async function createPosition(fields: Record<string, unknown> = {}): Promise<Position> {
  const created = await call(mario, 'POST', '/api/hiring/positions', {
    name: 'Data analyst',
    profileId: acmeProfile,
    languages: ['en', 'es'],
    candidateCap: 3,
    ...fields,
  });
  expect(created.statusCode).toBe(201);
  return (created.body as PositionAnswer).position;
}

describe('creating a position', () => {
  it("reserves its cap of the company's licences and lists it open with its counts", async () => {
    const before = await licencesOf(world.database(), world.acmeId());
    const position = await createPosition({ candidateCap: 4 });
    expect(position).toMatchObject({
      name: 'Data analyst',
      profileName: 'Acme analyst',
      languages: ['en', 'es'],
      candidateCap: 4,
      seatsLeft: 4,
      state: 'open',
      candidateView: 'report',
      counts: { applied: 0, started: 0, finished: 0 },
    });
    expect(position.publicToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await licencesOf(world.database(), world.acmeId())).licences).toBe(before.licences - 4);
    const list = await call(mario, 'GET', '/api/hiring/positions');
    expect((list.body as PositionListAnswer).positions.map((listed) => listed.id)).toContain(
      position.id,
    );
    const audit = await world
      .database()('audit_log')
      .where({ action: 'hiring.position_created', company_id: world.acmeId() })
      .first();
    expect(audit).toMatchObject({ actor_id: mario });
  });

  it('refuses a cap the company has not enough licences for, reserving nothing', async () => {
    const before = await licencesOf(world.database(), world.acmeId());
    const refused = await call(mario, 'POST', '/api/hiring/positions', {
      name: 'Too many',
      profileId: acmeProfile,
      languages: ['en'],
      candidateCap: 1000,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.code).toBe('hiring.not_enough_licences');
    expect(await licencesOf(world.database(), world.acmeId())).toEqual(before);
  });

  it("refuses another company's profile and group as not found", async () => {
    const otherProfile = await call(mario, 'POST', '/api/hiring/positions', {
      name: 'Spy',
      profileId: globexProfile,
      languages: ['en'],
      candidateCap: 1,
    });
    expect(otherProfile.statusCode).toBe(404);
    expect(otherProfile.body.code).toBe('hiring.profile_not_found');
    const [globexGroup] = await world
      .database()('groups')
      .insert({ company_id: world.globexId(), name: 'Globex team' })
      .returning<{ id: number }[]>('id');
    const otherGroup = await call(mario, 'POST', '/api/hiring/positions', {
      name: 'Spy',
      profileId: acmeProfile,
      groupId: globexGroup!.id,
      languages: ['en'],
      candidateCap: 1,
    });
    expect(otherGroup.statusCode).toBe(404);
    expect(otherGroup.body.code).toBe('hiring.group_not_found');
  });
});

describe('updating a position', () => {
  it('reserves more licences for a larger cap and gives them back for a smaller one', async () => {
    const position = await createPosition({ candidateCap: 2 });
    const before = await licencesOf(world.database(), world.acmeId());
    const larger = await call(mario, 'PATCH', `/api/hiring/positions/${position.id}`, {
      candidateCap: 5,
      name: 'Senior data analyst',
    });
    expect(larger.statusCode).toBe(200);
    expect(larger.body.position).toMatchObject({
      candidateCap: 5,
      seatsLeft: 5,
      name: 'Senior data analyst',
    });
    expect((await licencesOf(world.database(), world.acmeId())).licences).toBe(before.licences - 3);
    const smaller = await call(mario, 'PATCH', `/api/hiring/positions/${position.id}`, {
      candidateCap: 1,
    });
    expect(smaller.body.position).toMatchObject({ candidateCap: 1, seatsLeft: 1 });
    expect((await licencesOf(world.database(), world.acmeId())).licences).toBe(before.licences + 1);
  });

  it('never lowers the cap below the seats already taken', async () => {
    const position = await createPosition({ candidateCap: 3 });
    await world.database()('positions').where({ id: position.id }).update({ seats_left: 1 });
    const refused = await call(mario, 'PATCH', `/api/hiring/positions/${position.id}`, {
      candidateCap: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.code).toBe('hiring.cap_below_applications');
  });

  it('refuses a closing before the opening', async () => {
    const position = await createPosition();
    const refused = await call(mario, 'PATCH', `/api/hiring/positions/${position.id}`, {
      opensAt: '2030-01-02T00:00:00Z',
      closesAt: '2030-01-01T00:00:00Z',
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('closing a position', () => {
  it('gives its unused seats back once; closing again changes nothing', async () => {
    const position = await createPosition({ candidateCap: 3 });
    const before = await licencesOf(world.database(), world.acmeId());
    const closed = await call(mario, 'POST', `/api/hiring/positions/${position.id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.body.position).toMatchObject({ state: 'closed', seatsLeft: 0 });
    expect(closed.body.position.closedAt).not.toBeNull();
    expect((await licencesOf(world.database(), world.acmeId())).licences).toBe(before.licences + 3);
    const again = await call(mario, 'POST', `/api/hiring/positions/${position.id}/close`);
    expect(again.statusCode).toBe(200);
    expect((await licencesOf(world.database(), world.acmeId())).licences).toBe(before.licences + 3);
    const edit = await call(mario, 'PATCH', `/api/hiring/positions/${position.id}`, {
      name: 'Reopened',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.body.code).toBe('hiring.closed_position_unchanged');
  });

  it('gives the seats of a position found past its closing back once', async () => {
    const position = await createPosition({ candidateCap: 2 });
    await world
      .database()('positions')
      .where({ id: position.id })
      .update({
        opens_at: new Date(Date.now() - 2 * 86_400_000),
        closes_at: new Date(Date.now() - 86_400_000),
      });
    const before = await licencesOf(world.database(), world.acmeId());
    const listed = await call(mario, 'GET', '/api/hiring/positions');
    const found = (listed.body as PositionListAnswer).positions.find(
      (candidate) => candidate.id === position.id,
    );
    expect(found).toMatchObject({ state: 'closed', seatsLeft: 0 });
    await call(mario, 'GET', '/api/hiring/positions');
    await call(mario, 'GET', `/api/hiring/positions/${position.id}`);
    expect((await licencesOf(world.database(), world.acmeId())).licences).toBe(before.licences + 2);
  });
});

describe("a position's QR code", () => {
  it('is a PNG or an SVG attachment of the link', async () => {
    const position = await createPosition();
    const png = await world.server().inject({
      url: `/api/hiring/positions/${position.id}/qr-code?format=png`,
      headers: bearerOf(mario),
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(png.headers['content-disposition']).toContain('attachment');
    const svg = await world.server().inject({
      url: `/api/hiring/positions/${position.id}/qr-code?format=svg`,
      headers: bearerOf(mario),
    });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.payload).toContain('<svg');
  });
});

describe('tenant isolation', () => {
  it('tells a manager of another company that every route of a position does not exist', async () => {
    const position = await createPosition();
    const base = `/api/hiring/positions/${position.id}`;
    const attempts = [
      await call(gina, 'GET', base),
      await call(gina, 'PATCH', base, { name: 'Taken over' }),
      await call(gina, 'POST', `${base}/close`),
      await call(gina, 'GET', `${base}/qr-code?format=svg`),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.body.code).toBe('hiring.position_not_found');
    }
    const theirs = await call(gina, 'GET', '/api/hiring/positions');
    expect((theirs.body as PositionListAnswer).positions).toEqual([]);
    const unchanged = await call(mario, 'GET', base);
    expect(unchanged.body.position).toMatchObject({ name: 'Data analyst', state: 'open' });
  });

  it('refuses an employee of the company', async () => {
    const erin = await userIdByEmail(world.database(), 'erin@acme.example');
    const refused = await call(erin, 'GET', '/api/hiring/positions');
    expect(refused.statusCode).toBe(403);
  });
});
