import type { PositionAnswer } from '@facet/hiring-domain';
import { userIdByEmail } from '@facet/profiles-api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createCompanyProfile, startHiringTestServer, visitor } from './testing';

const world = startHiringTestServer({
  registrationsPerAddress: { attempts: 3, windowSeconds: 60 },
  registrationsPerEmail: { attempts: 2, windowSeconds: 60 },
  linkReadsPerAddress: { attempts: 4, windowSeconds: 60 },
});
let token: string;

beforeAll(async () => {
  const mario = await userIdByEmail(world.database(), 'mario@acme.example');
  const profileId = await createCompanyProfile(world.database(), world.acmeId(), 'Acme clerk');
  const created = await world.server().inject({
    method: 'POST',
    url: '/api/hiring/positions',
    headers: bearerOf(mario),
    payload: { name: 'Clerk', profileId, languages: ['en'], candidateCap: 50 },
  });
  token = (created.result as PositionAnswer).position.publicToken;
});

const register = (payload: object, remoteAddress: string) =>
  world.server().inject({
    method: 'POST',
    url: `/api/apply/${token}/registrations`,
    payload,
    remoteAddress,
  });

describe('the rate limits of a position link', () => {
  it('stop sign-ups from one visitor address past its limit', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await register(visitor(), '203.0.113.10')).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    const refused = await register(visitor(), '203.0.113.10');
    expect(JSON.parse(refused.payload).code).toBe('request.rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await register(visitor(), '203.0.113.11')).statusCode).toBe(202);
  });

  it('stop sign-ups for one e-mail address from any visitor address', async () => {
    const person = visitor();
    const statuses = [];
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      statuses.push((await register(person, address)).statusCode);
    }
    expect(statuses).toEqual([202, 202, 429]);
  });

  it('stop page views and confirmations from one visitor address', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push(
        (await world.server().inject({ url: `/api/apply/${token}`, remoteAddress: '192.0.2.7' }))
          .statusCode,
      );
    }
    for (let attempt = 0; attempt < 2; attempt += 1) {
      statuses.push(
        (
          await world.server().inject({
            method: 'POST',
            url: '/api/apply/confirmations',
            payload: { token: 'a-guessed-link-secret' },
            remoteAddress: '192.0.2.7',
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 404, 429]);
  });
});
