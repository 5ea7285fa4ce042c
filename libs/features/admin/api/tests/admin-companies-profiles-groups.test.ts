import { addResult } from '@facet/profiles-api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { startAdminTestServer, userCaller } from './testing';

let globexId: number;
const { admin, acmeId, database, server } = startAdminTestServer();
const unknownCompany = 999_999;

beforeAll(async () => {
  const [globex] = await database()('companies')
    .insert({ name: 'Globex', email: 'hello@globex.example', licences: 3 })
    .returning<{ id: number }[]>('id');
  globexId = Number(globex!.id);
  await database()('profiles').insert({ company_id: globexId, name: 'Globex Only' });
  await database()('groups').insert({ company_id: globexId, name: 'Globex Team' });
});

const salesRanges = {
  min_extraversion: 90,
  max_extraversion: 150,
  min_anxiety: 4,
  max_anxiety: 12,
};

describe('a platform admin acting on a company: profiles', () => {
  let profileId: number;

  it('creates a profile for the chosen company, as {profile, company_id}', async () => {
    const created = await admin('POST', '/api/admin-companies/create-profile', {
      company_id: acmeId(),
      profile: { name: 'Sales lead', ...salesRanges },
    });
    expect(created.statusCode).toBe(201);
    const profile = created.body.profile as { profile_id: number; name: string };
    expect(profile).toMatchObject({ name: 'Sales lead', min_extraversion: 90 });
    profileId = profile.profile_id;
    const stored = await database()('profiles').where({ id: profileId }).first('company_id');
    expect(Number(stored!.company_id)).toBe(acmeId());
  });

  it('takes the company from inside `profile` or the query, and refuses a missing one', async () => {
    const inside = await admin('POST', '/api/admin-companies/create-profile', {
      profile: { name: 'Inside', company_id: acmeId(), ...salesRanges },
    });
    expect(inside.statusCode).toBe(201);
    const query = await admin(
      'POST',
      `/api/admin-companies/create-profile?company_id=${acmeId()}`,
      {
        name: 'From query',
        ...salesRanges,
      },
    );
    expect(query.statusCode).toBe(201);
    const missing = await admin('POST', '/api/admin-companies/create-profile', {
      profile: { name: 'Nowhere', ...salesRanges },
    });
    expect(missing.statusCode).toBe(400);
    const taken = await admin('POST', '/api/admin-companies/create-profile', {
      company_id: acmeId(),
      profile: { name: 'sales LEAD', ...salesRanges },
    });
    expect(taken.statusCode).toBe(409);
    const noValues = await admin('POST', '/api/admin-companies/create-profile', {
      company_id: acmeId(),
      profile: { name: 'Empty' },
    });
    expect(noValues.statusCode).toBe(400);
  });

  it("lists the chosen company's profiles, not another company's", async () => {
    const acme = await admin(
      'GET',
      `/api/admin-companies/get-profile?company_id=${acmeId()}&page=1`,
    );
    expect(acme.statusCode).toBe(200);
    const names = (acme.body.profile as { name: string }[]).map((profile) => profile.name);
    expect(names).toEqual(expect.arrayContaining(['Sales lead', 'Inside', 'From query']));
    expect(names).not.toContain('Globex Only');
    expect(acme.body).toMatchObject({ page: 1 });
    const globex = await admin('GET', `/api/admin-companies/get-profile?company_id=${globexId}`);
    const globexNames = (globex.body.profile as { name: string }[]).map((profile) => profile.name);
    expect(globexNames).toContain('Globex Only');
    expect(globexNames).not.toContain('Sales lead');
  });

  it('reads, updates and deletes one profile of the company', async () => {
    const one = await admin(
      'GET',
      `/api/admin-companies/get-profile/${profileId}?company_id=${acmeId()}`,
    );
    expect(one.body.profile).toMatchObject({ name: 'Sales lead' });
    const elsewhere = await admin(
      'GET',
      `/api/admin-companies/get-profile/${profileId}?company_id=${globexId}`,
    );
    expect(elsewhere.statusCode).toBe(404);
    const updated = await admin('PATCH', '/api/admin-companies/update-profile', {
      company_id: acmeId(),
      profile: { profile_id: profileId, name: 'Sales lead II', ...salesRanges },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.profile).toMatchObject({ name: 'Sales lead II' });
    const notHere = await admin('DELETE', '/api/admin-companies/delete-profile', {
      company_id: globexId,
      profile_id: profileId,
    });
    expect(notHere.statusCode).toBe(404);
    const deleted = await admin('DELETE', '/api/admin-companies/delete-profile', {
      company_id: acmeId(),
      profile_id: profileId,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await database()('profiles').where({ id: profileId }).first()).toBeUndefined();
  });
});

describe('a platform admin acting on a company: groups', () => {
  let groupId: number;
  let profileId: number;

  beforeAll(async () => {
    const created = await admin('POST', '/api/admin-companies/create-profile', {
      company_id: acmeId(),
      profile: { name: 'Group profile', ...salesRanges },
    });
    profileId = (created.body.profile as { profile_id: number }).profile_id;
  });

  it('creates a group with a profile of the company', async () => {
    const created = await admin('POST', '/api/admin-companies/create-group', {
      company_id: acmeId(),
      name: 'Night shift',
      profile_id: profileId,
    });
    expect(created.statusCode).toBe(201);
    const group = created.body.group as { group_id: number; name: string };
    expect(group).toMatchObject({ name: 'Night shift', profile_id: profileId });
    groupId = group.group_id;
    const otherProfile = await admin('POST', '/api/admin-companies/create-group', {
      company_id: globexId,
      name: 'Borrowed profile',
      profile_id: profileId,
    });
    expect(otherProfile.statusCode).toBe(404);
    const twice = await admin('POST', '/api/admin-companies/create-group', {
      company_id: acmeId(),
      name: 'night SHIFT',
    });
    expect(twice.statusCode).toBe(409);
  });

  it("lists the chosen company's groups, not another company's", async () => {
    const acme = await admin('GET', `/api/admin-companies/get-group?company_id=${acmeId()}&page=1`);
    expect(acme.statusCode).toBe(200);
    const names = (acme.body.groups as { name: string }[]).map((group) => group.name);
    expect(names).toContain('Night shift');
    expect(names).not.toContain('Globex Team');
    const globex = await admin('GET', `/api/admin-companies/get-group?company_id=${globexId}`);
    expect((globex.body.groups as { name: string }[]).map((group) => group.name)).toEqual([
      'Globex Team',
    ]);
  });

  it('adds several members at once to the chosen company’s group only', async () => {
    const created = await admin('POST', '/api/admin-companies/create-group', {
      company_id: acmeId(),
      name: 'Bulk crew',
    });
    const bulkGroupId = (created.body.group as { group_id: number }).group_id;
    const added = await admin('PATCH', '/api/admin-companies/add-members', {
      company_id: acmeId(),
      group_id: bulkGroupId,
      emails: ['joao@acme.example', 'mario@acme.example'],
    });
    expect(added.statusCode).toBe(200);
    expect(added.body).toMatchObject({ group_id: bulkGroupId, rejected: [] });
    expect(added.body.added).toHaveLength(2);
    const stranger = await admin('PATCH', '/api/admin-companies/add-members', {
      company_id: acmeId(),
      group_id: bulkGroupId,
      emails: ['gail@globex.example'],
    });
    expect(stranger.body).toMatchObject({
      added: [],
      rejected: [{ email: 'gail@globex.example', reason: 'notEmployee' }],
    });
    const wrongCompany = await admin('PATCH', '/api/admin-companies/add-members', {
      company_id: globexId,
      group_id: bulkGroupId,
      roles: ['employee'],
    });
    expect(wrongCompany.statusCode).toBe(404);
    const empty = await admin('PATCH', '/api/admin-companies/add-members', {
      company_id: acmeId(),
      group_id: bulkGroupId,
    });
    expect(empty.statusCode).toBe(400);
  });

  it('adds and removes members, reads the group and the employee groups', async () => {
    const added = await admin('PATCH', '/api/admin-companies/add-member', {
      company_id: acmeId(),
      group_id: groupId,
      email: 'erin@acme.example',
    });
    expect(added.statusCode).toBe(200);
    const again = await admin('PATCH', '/api/admin-companies/add-member', {
      company_id: acmeId(),
      group_id: groupId,
      email: 'erin@acme.example',
    });
    expect(again.statusCode).toBe(400);
    const detail = await admin(
      'GET',
      `/api/admin-companies/get-group/${groupId}?company_id=${acmeId()}&page=1`,
    );
    expect(detail.body).toMatchObject({ group: { name: 'Night shift' }, total: 1 });
    const elsewhere = await admin(
      'GET',
      `/api/admin-companies/get-group/${groupId}?company_id=${globexId}`,
    );
    expect(elsewhere.statusCode).toBe(404);
    const erinGroups = await admin(
      'GET',
      `/api/admin-companies/get-employee-group?email=erin@acme.example&company_id=${acmeId()}&page=1`,
    );
    expect(erinGroups.body.groups).toEqual([expect.objectContaining({ name: 'Night shift' })]);
    const toggled = await admin('PATCH', '/api/admin-companies/toggle-group-diagnosis', {
      group_id: groupId,
      newLicenseState: 'no',
    });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.body).toMatchObject({ total: 1 });
    const wrongCompany = await admin('PATCH', '/api/admin-companies/toggle-group-diagnosis', {
      group_id: groupId,
      company_id: globexId,
      newLicenseState: 'no',
    });
    expect(wrongCompany.statusCode).toBe(404);
    const noGroup = await admin('PATCH', '/api/admin-companies/toggle-group-diagnosis', {
      group_id: 999_999,
      newLicenseState: 'no',
    });
    expect(noGroup.statusCode).toBe(404);
    const removed = await admin('PATCH', '/api/admin-companies/remove-member', {
      company_id: acmeId(),
      group_id: groupId,
      email: 'erin@acme.example',
    });
    expect(removed.statusCode).toBe(200);
  });

  it('renames and deletes the group', async () => {
    const renamed = await admin('PATCH', '/api/admin-companies/update-group', {
      company_id: acmeId(),
      group_id: groupId,
      name: 'Day shift',
      profile_id: null,
    });
    expect(renamed.body.group).toMatchObject({ name: 'Day shift', profile_id: null });
    const deleted = await admin('DELETE', '/api/admin-companies/delete-group', {
      company_id: acmeId(),
      group_id: groupId,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await database()('groups').where({ id: groupId }).first()).toBeUndefined();
  });
});

describe("a platform admin reading a company's employee results", () => {
  let erinResult: number;

  beforeAll(async () => {
    erinResult = await addResult(database(), 'erin@acme.example', 'Acme Demo');
  });

  it('lists and reads the results and the report with its comparison', async () => {
    const list = await admin(
      'GET',
      `/api/admin-companies/get-diagnoses-employees?email=erin@acme.example&company_id=${acmeId()}&page=1`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, diagnoses: [{ result_id: erinResult }] });
    const one = await admin(
      'GET',
      `/api/admin-companies/get-diagnoses-employees?result_id=${erinResult}&company_id=${acmeId()}`,
    );
    expect(one.body.diagnose).toMatchObject({ email: 'erin@acme.example' });
    const report = await admin(
      'GET',
      `/api/admin-companies/get-employee-result-inform?result_id=${erinResult}&email=erin@acme.example&company_id=${acmeId()}&lang=es`,
    );
    expect(report.statusCode).toBe(200);
    expect(report.body).toHaveProperty('inform');
    const otherCompany = await admin(
      'GET',
      `/api/admin-companies/get-diagnoses-employees?result_id=${erinResult}&company_id=${globexId}`,
    );
    expect(otherCompany.statusCode).toBe(404);
  });

  it('answers the report PDF as base64', async () => {
    const answer = await admin(
      'POST',
      `/api/admin-companies/get-employee-inform-document/erin@acme.example/${erinResult}?lang=pt&company_id=${acmeId()}`,
      { charts: ['ignored'] },
    );
    expect(answer.statusCode).toBe(200);
    const pdf = Buffer.from(answer.body['pdfBase64'] as string, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);
});

describe('unknown companies and user tokens', () => {
  it.each([
    ['GET', `/api/admin-companies/get-profile?company_id=${unknownCompany}`, undefined],
    ['GET', `/api/admin-companies/get-group?company_id=${unknownCompany}`, undefined],
    [
      'GET',
      `/api/admin-companies/get-employee-group?email=erin@acme.example&company_id=${unknownCompany}`,
      undefined,
    ],
    [
      'POST',
      '/api/admin-companies/create-profile',
      { company_id: unknownCompany, profile: { name: 'Ghost', ...salesRanges } },
    ],
    ['POST', '/api/admin-companies/create-group', { company_id: unknownCompany, name: 'Ghosts' }],
  ])('%s %s answers 404 for an unknown company_id', async (method, url, payload) => {
    expect((await admin(method, url, payload)).statusCode).toBe(404);
  });

  it.each(['alicia@acme.example', 'mario@acme.example', 'erin@acme.example'])(
    'refuses %s (a user token) on the profile and group calls',
    async (email) => {
      const user = userCaller(server(), email);
      const list = await user('GET', `/api/admin-companies/get-profile?company_id=${acmeId()}`);
      expect(list.statusCode).toBe(401);
      const create = await user('POST', '/api/admin-companies/create-group', {
        company_id: acmeId(),
        name: 'By a user',
      });
      expect(create.statusCode).toBe(401);
      const groups = await user('GET', `/api/admin-companies/get-group?company_id=${acmeId()}`);
      expect(groups.statusCode).toBe(401);
      expect(await database()('groups').where({ name: 'By a user' }).first()).toBeUndefined();
    },
  );
});
