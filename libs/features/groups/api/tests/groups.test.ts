import {
  addResult,
  callerFor,
  createProfilesTestServer,
  scoresWith,
  type Caller,
} from '@facet/profiles-api/testing';
import type { LicenceState } from '@facet/platform-kernel';
import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupsPlugin } from '../src/index';

let testServer: TestServer;
let alicia: Caller;
let mario: Caller;
let profileId: number;

beforeAll(async () => {
  testServer = await createProfilesTestServer([{ plugin: groupsPlugin }]);
  const database = testServer.testDatabase.database;
  alicia = callerFor(testServer.server, database, 'alicia@acme.example');
  mario = callerFor(testServer.server, database, 'mario@acme.example');
  const profile = await mario('POST', '/api/profiles/create-profile', {
    name: 'Support',
    min_anxiety: 10,
    max_anxiety: 20,
  });
  profileId = (profile.body['profile'] as { profile_id: number }).profile_id;
});
afterAll(() => testServer.close());

async function newGroup(name: string, profile: number | null = profileId): Promise<number> {
  const answer = await mario('POST', '/api/groups/create-group?role=manager', {
    name,
    profile_id: profile,
  });
  expect(answer.statusCode).toBe(201);
  return (answer.body['group'] as { group_id: number }).group_id;
}

const member = (groupId: number, email: string, action = 'add-member') =>
  mario('PATCH', `/api/groups/${action}?role=manager`, { group_id: groupId, email });

describe('POST /api/groups/create-group', () => {
  it('creates a group with a profile, and one without', async () => {
    const answer = await mario('POST', '/api/groups/create-group', {
      name: 'Help desk',
      profile_id: profileId,
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.body['group']).toMatchObject({
      name: 'Help desk',
      profile_id: profileId,
      profile_name: 'Support',
      members: 0,
    });
    const bare = await mario('POST', '/api/groups/create-group', { name: 'No profile' });
    expect(bare.statusCode).toBe(201);
    expect(bare.body['group']).toMatchObject({ profile_id: null, profile_name: null });
  });

  it('answers 400 for an invalid name, 404 for an unknown profile, 409 for a taken name', async () => {
    expect((await mario('POST', '/api/groups/create-group', { name: '' })).statusCode).toBe(400);
    expect((await mario('POST', '/api/groups/create-group', { name: 'a<b>' })).statusCode).toBe(
      400,
    );
    const unknown = await mario('POST', '/api/groups/create-group', {
      name: 'Ghost profile',
      profile_id: 999999,
    });
    expect(unknown.statusCode).toBe(404);
    await newGroup('Taken');
    expect((await mario('POST', '/api/groups/create-group', { name: 'TAKEN' })).statusCode).toBe(
      409,
    );
  });
});

describe('GET /api/groups/get-group', () => {
  it('pages the groups, and one group with its numbered members', async () => {
    const groupId = await newGroup('Listed');
    await member(groupId, 'erin@acme.example');
    await member(groupId, 'joao@acme.example');
    const list = await mario('GET', '/api/groups/get-group?role=manager&page=1');
    expect(list.statusCode).toBe(200);
    expect(list.body).toMatchObject({ page: 1 });
    const detail = await mario('GET', `/api/groups/get-group/${groupId}?pageSize=1&page=2`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body['group']).toMatchObject({ name: 'Listed', members: 2 });
    expect(detail.body['members']).toEqual([
      {
        number: 2,
        name: expect.any(String),
        email: expect.any(String),
        licence: expect.any(String),
        hasFinished: expect.any(Boolean),
      },
    ]);
    expect(detail.body).toMatchObject({ page: 2, totalPages: 2, total: 2 });
    expect((await mario('GET', '/api/groups/get-group/999999')).statusCode).toBe(404);
  });
});

describe('PATCH /api/groups/update-group', () => {
  it('renames, clears and reassigns the profile', async () => {
    const groupId = await newGroup('Old name');
    const renamed = await mario('PATCH', '/api/groups/update-group', {
      group_id: groupId,
      name: 'New name',
      profile_id: null,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body['group']).toMatchObject({ name: 'New name', profile_id: null });
    const reassigned = await mario('PATCH', '/api/groups/update-group', {
      group_id: groupId,
      profile_id: profileId,
    });
    expect(reassigned.body['group']).toMatchObject({ name: 'New name', profile_id: profileId });
  });

  it('answers 400 invalid format, 409 name in use, 404 unknown group or profile', async () => {
    const groupId = await newGroup('Rename me');
    await newGroup('In use');
    const invalid = await mario('PATCH', '/api/groups/update-group', {
      group_id: groupId,
      name: '',
    });
    expect(invalid.statusCode).toBe(400);
    const inUse = await mario('PATCH', '/api/groups/update-group', {
      group_id: groupId,
      name: 'in use',
    });
    expect(inUse.statusCode).toBe(409);
    const unknownGroup = await mario('PATCH', '/api/groups/update-group', {
      group_id: 999999,
      name: 'Whatever',
    });
    expect(unknownGroup.statusCode).toBe(404);
    const unknownProfile = await mario('PATCH', '/api/groups/update-group', {
      group_id: groupId,
      profile_id: 999999,
    });
    expect(unknownProfile.statusCode).toBe(404);
  });
});

describe('DELETE /api/groups/delete-group', () => {
  it('lets a company admin delete a group, refuses a manager, 404 when gone', async () => {
    const groupId = await newGroup('Doomed');
    const byManager = await mario('DELETE', '/api/groups/delete-group?role=admin', {
      group_id: groupId,
    });
    expect(byManager.statusCode).toBe(403);
    const deleted = await alicia('DELETE', '/api/groups/delete-group?role=admin', {
      group_id: groupId,
    });
    expect(deleted.statusCode).toBe(200);
    const again = await alicia('DELETE', '/api/groups/delete-group?role=admin', {
      group_id: groupId,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('group members', () => {
  it('adds and removes a member; 400 twice; 404 for a person outside the company', async () => {
    const groupId = await newGroup('Members');
    expect((await member(groupId, 'ERIN@acme.example')).statusCode).toBe(200);
    const twice = await member(groupId, 'erin@acme.example');
    expect(twice.statusCode).toBe(400);
    expect(twice.body.message).toBe('This person is already in the group.');
    expect((await member(groupId, 'gail@globex.example')).statusCode).toBe(404);
    expect((await member(groupId, 'nobody@nowhere.example')).statusCode).toBe(404);
    expect((await member(groupId, 'not-an-email')).statusCode).toBe(400);
    expect((await member(groupId, 'erin@acme.example', 'remove-member')).statusCode).toBe(200);
    const notIn = await member(groupId, 'erin@acme.example', 'remove-member');
    expect(notIn.statusCode).toBe(400);
    expect(notIn.body.message).toBe('This person is not in the group.');
    expect((await member(groupId, 'nobody@nowhere.example', 'remove-member')).statusCode).toBe(404);
    expect((await member(999999, 'erin@acme.example')).statusCode).toBe(404);
  });

  it('lists the groups of an employee', async () => {
    const groupId = await newGroup('Erin’s team');
    await member(groupId, 'erin@acme.example');
    const answer = await mario(
      'GET',
      '/api/companies/get-employee-group?role=manager&email=erin@acme.example&page=1',
    );
    expect(answer.statusCode).toBe(200);
    expect((answer.body['groups'] as { name: string }[]).map((g) => g.name)).toContain(
      'Erin’s team',
    );
    const stranger = await mario(
      'GET',
      '/api/companies/get-employee-group?email=gail@globex.example',
    );
    expect(stranger.statusCode).toBe(404);
  });
});

describe('PATCH /api/groups/add-members', () => {
  const addMembers = (body: Record<string, unknown>) =>
    mario('PATCH', '/api/groups/add-members?role=manager', body);
  const memberEmails = async (groupId: number) => {
    const detail = await mario('GET', `/api/groups/get-group/${groupId}?role=manager&page=1`);
    return (detail.body['members'] as { email: string }[]).map((row) => row.email).sort();
  };

  it('adds several people by e-mail at once', async () => {
    const groupId = await newGroup('Bulk by e-mail');
    const answer = await addMembers({
      group_id: groupId,
      emails: ['ERIN@acme.example', 'joao@acme.example', 'erin@acme.example'],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body['rejected']).toEqual([]);
    expect((answer.body['added'] as { email: string }[]).map((row) => row.email).sort()).toEqual([
      'erin@acme.example',
      'joao@acme.example',
    ]);
    expect(await memberEmails(groupId)).toEqual(['erin@acme.example', 'joao@acme.example']);
  });

  it('adds nobody when one e-mail is rejected, and says why for each', async () => {
    const groupId = await newGroup('Bulk all or nothing');
    await member(groupId, 'erin@acme.example');
    const answer = await addMembers({
      group_id: groupId,
      emails: ['erin@acme.example', 'joao@acme.example', 'gail@globex.example'],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body['added']).toEqual([]);
    expect(answer.body['rejected']).toEqual([
      { email: 'erin@acme.example', reason: 'alreadyMember' },
      { email: 'gail@globex.example', reason: 'notEmployee' },
    ]);
    expect(await memberEmails(groupId)).toEqual(['erin@acme.example']);
  });

  it('adds every employee of a role, skipping those already in', async () => {
    const database = testServer.testDatabase.database;
    const acmeEmployees = await database('memberships as m')
      .join('users as u', 'u.id', 'm.user_id')
      .join('companies as c', 'c.id', 'm.company_id')
      .where({ 'm.role': 'employee' })
      .andWhere(
        'c.id',
        database('memberships as own')
          .join('users as me', 'me.id', 'own.user_id')
          .where('me.email', 'mario@acme.example')
          .select('own.company_id'),
      )
      .pluck('u.email');
    expect(acmeEmployees.length).toBeGreaterThan(1);
    const groupId = await newGroup('Bulk by role');
    await member(groupId, acmeEmployees[0]);
    const answer = await addMembers({ group_id: groupId, roles: ['employee'] });
    expect(answer.statusCode).toBe(200);
    expect((answer.body['added'] as { email: string }[]).map((row) => row.email).sort()).toEqual(
      acmeEmployees.slice(1).sort(),
    );
    expect(await memberEmails(groupId)).toEqual([...acmeEmployees].sort());
  });

  it('answers 400 for an empty or malformed list and 404 for another company’s group', async () => {
    const groupId = await newGroup('Bulk invalid');
    expect((await addMembers({ group_id: groupId })).statusCode).toBe(400);
    expect((await addMembers({ group_id: groupId, emails: ['not-an-email'] })).statusCode).toBe(
      400,
    );
    expect((await addMembers({ group_id: groupId, roles: ['owner'] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, index) => `p${index}@acme.example`);
    expect((await addMembers({ group_id: groupId, emails: tooMany })).statusCode).toBe(400);
    expect((await addMembers({ group_id: 999999, emails: ['erin@acme.example'] })).statusCode).toBe(
      404,
    );
  });
});

describe('PATCH /api/companies/toggle-group-diagnosis', () => {
  it('changes only members without an assessment in progress and counts updated of total', async () => {
    const database = testServer.testDatabase.database;
    const groupId = await newGroup('Licences');
    for (const email of ['erin@acme.example', 'joao@acme.example', 'carla@acme.example']) {
      expect((await member(groupId, email)).statusCode).toBe(200);
    }
    const setLicence = async (email: string, state: LicenceState) => {
      const user = await database('users').where({ email }).first('id');
      await database('memberships').where({ user_id: user!.id }).update({ licence_state: state });
    };
    await setLicence('erin@acme.example', 'inProgress');
    await setLicence('joao@acme.example', 'yes');
    await setLicence('carla@acme.example', 'no');
    const carlaFinished = await database('results as r')
      .join('users as u', 'u.id', 'r.user_id')
      .where('u.email', 'carla@acme.example')
      .first('r.id');
    const detail = await mario('GET', `/api/groups/get-group/${groupId}?role=manager&page=1`);
    expect(detail.body['licences']).toEqual({
      wouldGrant: 1,
      wouldGrantFinished: carlaFinished ? 1 : 0,
      wouldWithdraw: 1,
    });

    const withdraw = await mario('PATCH', '/api/companies/toggle-group-diagnosis?role=manager', {
      group_id: groupId,
      newLicenseState: 'no',
    });
    expect(withdraw.statusCode).toBe(200);
    expect(withdraw.body).toEqual({ updated: 1, total: 3 });

    const grant = await mario('PATCH', '/api/companies/toggle-group-diagnosis', {
      group_id: groupId,
      newLicenseState: 'yes',
    });
    expect(grant.body).toEqual({ updated: 2, total: 3 });
    const states = await database('memberships as m')
      .join('users as u', 'u.id', 'm.user_id')
      .whereIn('u.email', ['erin@acme.example', 'joao@acme.example', 'carla@acme.example'])
      .orderBy('u.email')
      .pluck('m.licence_state');
    expect(states).toEqual(['yes', 'inProgress', 'yes']);
  });

  it('answers 402 when the company lacks licences for the grant, changing nobody', async () => {
    const database = testServer.testDatabase.database;
    const groupId = await newGroup('Too many');
    await member(groupId, 'joao@acme.example');
    await member(groupId, 'carla@acme.example');
    await mario('PATCH', '/api/companies/toggle-group-diagnosis', {
      group_id: groupId,
      newLicenseState: 'no',
    });
    const acme = await database('companies').where({ name: 'Acme Demo' }).first('id', 'licences');
    const granted = await database('memberships')
      .where({ company_id: acme!.id, licence_state: 'yes' })
      .count<{ count: string }[]>('* as count');
    await database('companies')
      .where({ id: acme!.id })
      .update({ licences: Number(granted[0]!.count) + 1 });
    const answer = await mario('PATCH', '/api/companies/toggle-group-diagnosis', {
      group_id: groupId,
      newLicenseState: 'yes',
    });
    expect(answer.statusCode).toBe(402);
    await database('companies').where({ id: acme!.id }).update({ licences: acme!.licences });
  });

  it('answers 400 for a bad state and 404 for an unknown group', async () => {
    const bad = await mario('PATCH', '/api/companies/toggle-group-diagnosis', {
      group_id: 1,
      newLicenseState: 'inProgress',
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await mario('PATCH', '/api/companies/toggle-group-diagnosis', {
      group_id: 999999,
      newLicenseState: 'no',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/groups/get-group-fit/{id}', () => {
  it('ranks members by their latest result’s fit, counts positions and averages the scores', async () => {
    const database = testServer.testDatabase.database;
    const groupId = await newGroup('Fit');
    await member(groupId, 'erin@acme.example');
    await member(groupId, 'joao@acme.example');
    await member(groupId, 'carla@acme.example');
    await addResult(database, 'erin@acme.example', 'Acme Demo', scoresWith(30));
    await addResult(database, 'erin@acme.example', 'Acme Demo', scoresWith(12));
    await addResult(database, 'joao@acme.example', 'Acme Demo', scoresWith(30));
    const answer = await mario('GET', `/api/groups/get-group-fit/${groupId}?role=manager`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body['ranges']).toEqual({ anxiety: { min: 10, max: 20 } });
    const members = answer.body['members'] as {
      email: string;
      fitPercentage: number | null;
      counts: unknown;
      result_id: number | null;
    }[];
    expect(members.map((m) => [m.email, m.fitPercentage, m.counts])).toEqual([
      ['erin@acme.example', 100, { inside: 1, borderline: 0, below: 0, above: 0 }],
      ['joao@acme.example', 0, { inside: 0, borderline: 0, below: 0, above: 1 }],
      ['carla@acme.example', null, null],
    ]);
    // The ranking's continuous score beside it: Erin's 12 is inside 10-20, Joao's 30 far above.
    const scores = (answer.body['members'] as { fitScore: number | null }[]).map((m) => m.fitScore);
    expect(scores[0]).toBeGreaterThanOrEqual(90);
    expect(scores[1]).toBeLessThan(90);
    expect(scores[2]).toBeNull();
    expect(members[0]!.result_id).toEqual(expect.any(Number));
    expect(members[2]!.result_id).toBeNull();
    expect(answer.body['withResults']).toBe(2);
    expect((answer.body['averageScores'] as Record<string, number>)['anxiety']).toBe(21);
  });

  it('writes one audit entry per view, naming the group and listing the members with a result', async () => {
    const database = testServer.testDatabase.database;
    const groupId = await newGroup('Fit audited');
    for (const email of ['erin@acme.example', 'joao@acme.example', 'carla@acme.example']) {
      await member(groupId, email);
    }
    await addResult(database, 'erin@acme.example', 'Acme Demo', scoresWith(14));
    await addResult(database, 'joao@acme.example', 'Acme Demo', scoresWith(22));
    const groupFitReads = () =>
      database('audit_log')
        .where({ action: 'group_fit.read' })
        .whereRaw(`details->>'group_id' = ?`, [String(groupId)]);
    expect((await mario('GET', `/api/groups/get-group-fit/${groupId}`)).statusCode).toBe(200);
    const entries = await groupFitReads().select('id', 'target', 'subject_user_id', 'details');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      target: 'Fit audited',
      subject_user_id: null,
      details: { group_id: groupId, people: 2, actor_role: 'manager' },
    });
    // Carla has no result: the view showed nothing of hers.
    const listed = await database('audit_log_people as p')
      .join('users as u', 'u.id', 'p.user_id')
      .where('p.audit_log_id', entries[0]!.id)
      .orderBy('u.email')
      .pluck('u.email');
    expect(listed).toEqual(['erin@acme.example', 'joao@acme.example']);
  });

  it('lists members without a fit when the group has no profile, and nothing for an empty group', async () => {
    const bare = await newGroup('Fit without profile', null);
    await member(bare, 'erin@acme.example');
    const withoutProfile = await alicia('GET', `/api/groups/get-group-fit/${bare}?role=admin`);
    expect(withoutProfile.statusCode).toBe(200);
    expect(withoutProfile.body['ranges']).toBeNull();
    expect(withoutProfile.body['leftOutOfFit']).toEqual([]);
    expect(withoutProfile.body['members']).toEqual([
      expect.objectContaining({ email: 'erin@acme.example', fitPercentage: null, counts: null }),
    ]);
    const empty = await mario('GET', `/api/groups/get-group-fit/${await newGroup('Fit empty')}`);
    expect(empty.body).toMatchObject({ members: [], averageScores: {}, withResults: 0 });
  });

  it('counts a domain beside its facets, and PEN P beside trust, once, and says so', async () => {
    const profile = await mario('POST', '/api/profiles/create-profile', {
      name: 'Nested support',
      min_extraversion: 0,
      max_extraversion: 50,
      min_cordiality: 10,
      max_cordiality: 20,
      min_modesty: 25,
      max_modesty: 32,
      min_trust: 10,
      max_trust: 20,
      min_pen_psychoticism: 0,
      max_pen_psychoticism: 60,
    });
    const groupId = await newGroup(
      'Nested fit',
      (profile.body['profile'] as { profile_id: number }).profile_id,
    );
    await member(groupId, 'carla@acme.example');
    await addResult(
      testServer.testDatabase.database,
      'carla@acme.example',
      'Acme Demo',
      scoresWith(16),
    );
    const answer = await mario('GET', `/api/groups/get-group-fit/${groupId}?role=manager`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body['leftOutOfFit']).toEqual([
      { scale: 'extraversion', reason: 'facets_set', countedIn: ['cordiality'] },
      { scale: 'pen_psychoticism', reason: 'sources_counted', countedIn: ['trust'] },
    ]);
    // Counted: cordiality 16 and trust 16 inside, modesty 16 below: 2 of 3. Counting extraversion
    // 96 and P 96 as well (both above) would give 2 of 5, 40%.
    expect(answer.body['members']).toEqual([
      expect.objectContaining({
        email: 'carla@acme.example',
        fitPercentage: 67,
        counts: { inside: 2, borderline: 0, below: 1, above: 0 },
      }),
    ]);
  });

  it('answers 400 for an invalid id or role, 403 to a manager acting as admin, 404 unknown', async () => {
    const groupId = await newGroup('Fit statuses');
    expect((await mario('GET', '/api/groups/get-group-fit/abc')).statusCode).toBe(400);
    expect((await mario('GET', '/api/groups/get-group-fit/0')).statusCode).toBe(400);
    expect((await mario('GET', `/api/groups/get-group-fit/${groupId}?role=owner`)).statusCode).toBe(
      400,
    );
    expect((await mario('GET', `/api/groups/get-group-fit/${groupId}?role=admin`)).statusCode).toBe(
      403,
    );
    expect((await mario('GET', '/api/groups/get-group-fit/999999')).statusCode).toBe(404);
    const employee = callerFor(
      testServer.server,
      testServer.testDatabase.database,
      'erin@acme.example',
    );
    expect((await employee('GET', `/api/groups/get-group-fit/${groupId}`)).statusCode).toBe(403);
  });
});
