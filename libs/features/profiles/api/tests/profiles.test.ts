import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createProfilesTestServer, type Caller } from '../src/testing';

let testServer: TestServer;
let alicia: Caller;
let mario: Caller;
let erin: Caller;
let globalProfileId: number;

beforeAll(async () => {
  testServer = await createProfilesTestServer();
  const database = testServer.testDatabase.database;
  alicia = callerFor(testServer.server, database, 'alicia@acme.example');
  mario = callerFor(testServer.server, database, 'mario@acme.example');
  erin = callerFor(testServer.server, database, 'erin@acme.example');
  const global = await database('profiles').whereNull('company_id').first('id');
  globalProfileId = Number(global!.id);
});
afterAll(() => testServer.close());

const twoRanges = { min_anxiety: 4, max_anxiety: 12, min_extraversion: 90, max_extraversion: 150 };

async function created(name: string, caller: Caller = mario) {
  const answer = await caller('POST', '/api/profiles/create-profile?role=manager', {
    name,
    ...twoRanges,
  });
  expect(answer.statusCode).toBe(201);
  return answer.body['profile'] as Record<string, unknown> & {
    profile_id: number;
    updated_at: string;
  };
}

describe('POST /api/profiles/create-profile', () => {
  it('creates a profile with its ranges and answers 201 with every field', async () => {
    const profile = await created('Sales lead');
    expect(profile).toMatchObject({
      name: 'Sales lead',
      global: false,
      min_anxiety: 4,
      max_anxiety: 12,
      min_extraversion: 90,
      max_extraversion: 150,
      min_trust: null,
      max_trust: null,
    });
    expect(Object.keys(profile).filter((key) => /^(min|max)_/.test(key))).toHaveLength(76);
  });

  it('accepts the admin shape {profile: {...}} as well', async () => {
    const answer = await mario('POST', '/api/profiles/create-profile', {
      profile: { name: 'Wrapped', min_trust: 1, max_trust: 2 },
    });
    expect(answer.statusCode).toBe(201);
  });

  it('answers 400 "no valid values" when no range is given', async () => {
    const answer = await mario('POST', '/api/profiles/create-profile', { name: 'Empty' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toContain('no valid values');
  });

  it.each([
    [{ min_anxiety: 4 }, 'max_anxiety is required when min_anxiety is given'],
    [{ min_anxiety: 12, max_anxiety: 4 }, 'min_anxiety must be less than max_anxiety'],
    [{ min_anxiety: 0, max_anxiety: 33 }, 'max_anxiety must be between 0 and 32'],
    [{ min_extraversion: 0, max_extraversion: 193 }, 'max_extraversion must be between 0 and 192'],
    [{ min_anxiety: 1.5, max_anxiety: 4 }, 'min_anxiety must be a whole number'],
  ])('answers 400 naming the field for %j', async (ranges, message) => {
    const answer = await mario('POST', '/api/profiles/create-profile', { name: 'Bad', ...ranges });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toContain(message);
  });

  it('answers 400 for a missing or malformed name', async () => {
    const missing = await mario('POST', '/api/profiles/create-profile', twoRanges);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toContain('name');
    const malformed = await mario('POST', '/api/profiles/create-profile', {
      name: '<script>',
      ...twoRanges,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 409 when the company already has a profile of that name, in any case', async () => {
    await created('Duplicate me');
    const again = await mario('POST', '/api/profiles/create-profile', {
      name: 'DUPLICATE ME',
      ...twoRanges,
    });
    expect(again.statusCode).toBe(409);
    const asGlobal = await mario('POST', '/api/profiles/create-profile', {
      name: 'Platform Sales',
      ...twoRanges,
    });
    expect(asGlobal.statusCode).toBe(409);
  });

  it('refuses an employee with 403', async () => {
    const answer = await erin('POST', '/api/profiles/create-profile', { name: 'X', ...twoRanges });
    expect(answer.statusCode).toBe(403);
  });
});

describe('GET /api/profiles/get-profile', () => {
  it('pages the company profiles first and then the global ones', async () => {
    const answer = await mario('GET', '/api/profiles/get-profile?role=manager&page=1&pageSize=100');
    expect(answer.statusCode).toBe(200);
    const profiles = answer.body['profile'] as { name: string; global: boolean }[];
    expect(profiles.at(-1)).toMatchObject({ name: 'Platform Sales', global: true });
    expect(profiles.slice(0, -1).every((profile) => !profile.global)).toBe(true);
    expect(answer.body).toMatchObject({ page: 1, totalPages: 1 });
  });

  it('reads one profile, global ones included, and 404 for an unknown id', async () => {
    const own = await created('Readable');
    expect((await mario('GET', `/api/profiles/get-profile/${own.profile_id}`)).statusCode).toBe(
      200,
    );
    const global = await mario('GET', `/api/profiles/get-profile/${globalProfileId}`);
    expect(global.statusCode).toBe(200);
    expect(global.body['profile']).toMatchObject({ global: true, company_id: null });
    expect((await mario('GET', '/api/profiles/get-profile/999999')).statusCode).toBe(404);
    expect((await mario('GET', '/api/profiles/get-profile/abc')).statusCode).toBe(400);
  });
});

describe('PATCH /api/profiles/update-profile', () => {
  it('replaces the name and the ranges and answers 200', async () => {
    const profile = await created('To edit');
    const answer = await mario('PATCH', '/api/profiles/update-profile', {
      profile_id: profile.profile_id,
      name: 'Edited',
      min_trust: 10,
      max_trust: 20,
      updated_at: profile.updated_at,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body['profile']).toMatchObject({
      name: 'Edited',
      min_trust: 10,
      max_anxiety: null,
    });
  });

  it('answers 400 for invalid ranges and for no ranges', async () => {
    const profile = await created('Edit badly');
    const bad = await mario('PATCH', '/api/profiles/update-profile', {
      profile_id: profile.profile_id,
      name: 'Edit badly',
      min_trust: 20,
      max_trust: 10,
    });
    expect(bad.statusCode).toBe(400);
    const none = await mario('PATCH', '/api/profiles/update-profile', {
      profile_id: profile.profile_id,
      name: 'Edit badly',
    });
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toContain('no valid values');
  });

  it('answers 422 when the new name belongs to another profile', async () => {
    await created('Taken name');
    const profile = await created('Wants a taken name');
    const answer = await mario('PATCH', '/api/profiles/update-profile', {
      profile_id: profile.profile_id,
      name: 'taken NAME',
      ...twoRanges,
    });
    expect(answer.statusCode).toBe(422);
  });

  it('answers 409 when the profile changed after the editor loaded it', async () => {
    const profile = await created('Edited twice');
    const first = await mario('PATCH', '/api/profiles/update-profile', {
      profile_id: profile.profile_id,
      name: 'Edited twice',
      ...twoRanges,
      updated_at: profile.updated_at,
    });
    expect(first.statusCode).toBe(200);
    const stale = await alicia('PATCH', '/api/profiles/update-profile', {
      profile_id: profile.profile_id,
      name: 'Edited twice',
      min_trust: 1,
      max_trust: 2,
      updated_at: profile.updated_at,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('answers 403 for a global profile and 404 for an unknown one', async () => {
    const global = await mario('PATCH', '/api/profiles/update-profile', {
      profile_id: globalProfileId,
      name: 'Mine now',
      ...twoRanges,
    });
    expect(global.statusCode).toBe(403);
    const unknown = await mario('PATCH', '/api/profiles/update-profile', {
      profile_id: 999999,
      name: 'Ghost',
      ...twoRanges,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('DELETE /api/profiles/delete-profile', () => {
  it('lets a company admin delete a profile, and 404 after that', async () => {
    const profile = await created('Short lived');
    const answer = await alicia('DELETE', '/api/profiles/delete-profile?role=admin', {
      profile_id: profile.profile_id,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ profile_id: profile.profile_id });
    const again = await alicia('DELETE', '/api/profiles/delete-profile?role=admin', {
      profile_id: profile.profile_id,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a manager with 403 and keeps global profiles (403)', async () => {
    const profile = await created('Kept');
    const byManager = await mario('DELETE', '/api/profiles/delete-profile?role=admin', {
      profile_id: profile.profile_id,
    });
    expect(byManager.statusCode).toBe(403);
    const global = await alicia('DELETE', '/api/profiles/delete-profile?role=admin', {
      profile_id: globalProfileId,
    });
    expect(global.statusCode).toBe(403);
    const missingId = await alicia('DELETE', '/api/profiles/delete-profile?role=admin', {});
    expect(missingId.statusCode).toBe(400);
  });
});
