import {
  addResult,
  callerFor,
  createProfilesTestServer,
  type Caller,
} from '@facet/profiles-api/testing';
import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupsPlugin } from '../src/index';

/**
 * Every profile, group and employee-result call, made by people of Globex (and by an Acme
 * employee) with Acme's ids and e-mails: none may read or change anything of Acme Demo.
 */
let testServer: TestServer;
const acme = { profileId: 0, groupId: 0, resultId: 0, companyId: 0 };

beforeAll(async () => {
  testServer = await createProfilesTestServer([{ plugin: groupsPlugin }]);
  const database = testServer.testDatabase.database;
  const alicia = callerFor(testServer.server, database, 'alicia@acme.example');
  const profile = await alicia('POST', '/api/profiles/create-profile', {
    name: 'Acme secret profile',
    min_trust: 1,
    max_trust: 9,
  });
  acme.profileId = (profile.body['profile'] as { profile_id: number }).profile_id;
  const group = await alicia('POST', '/api/groups/create-group', {
    name: 'Acme secret group',
    profile_id: acme.profileId,
  });
  acme.groupId = (group.body['group'] as { group_id: number }).group_id;
  await alicia('PATCH', '/api/groups/add-member', {
    group_id: acme.groupId,
    email: 'erin@acme.example',
  });
  acme.resultId = await addResult(database, 'erin@acme.example', 'Acme Demo');
  acme.companyId = Number(
    (await database('companies').where({ name: 'Acme Demo' }).first('id'))!.id,
  );
});
afterAll(() => testServer.close());

interface Case {
  call: string;
  send: (caller: Caller) => ReturnType<Caller>;
  /** What a Globex manager and a Globex admin get; `own` = 2xx holding nothing of Acme. */
  manager: number | 'own';
  admin: number | 'own';
}

const ranges = { min_trust: 2, max_trust: 8 };
const cases: Case[] = [
  {
    call: 'GET get-profile?company_id=Acme',
    send: (caller) => caller('GET', `/api/profiles/get-profile?company_id=${acme.companyId}`),
    manager: 'own',
    admin: 'own',
  },
  {
    call: 'GET get-profile/{Acme profile}',
    send: (caller) => caller('GET', `/api/profiles/get-profile/${acme.profileId}`),
    manager: 404,
    admin: 404,
  },
  {
    call: 'PATCH update-profile {Acme profile}',
    send: (caller) =>
      caller('PATCH', '/api/profiles/update-profile', {
        profile_id: acme.profileId,
        name: 'Stolen',
        company_id: acme.companyId,
        ...ranges,
      }),
    manager: 404,
    admin: 404,
  },
  {
    call: 'DELETE delete-profile {Acme profile}',
    send: (caller) =>
      caller('DELETE', '/api/profiles/delete-profile?role=admin', {
        profile_id: acme.profileId,
      }),
    manager: 403,
    admin: 404,
  },
  {
    call: 'POST create-group {Acme profile}',
    send: (caller) =>
      caller('POST', '/api/groups/create-group', {
        name: 'Uses Acme profile',
        profile_id: acme.profileId,
      }),
    manager: 404,
    admin: 404,
  },
  {
    call: 'GET get-group?company_id=Acme',
    send: (caller) => caller('GET', `/api/groups/get-group?company_id=${acme.companyId}`),
    manager: 'own',
    admin: 'own',
  },
  {
    call: 'GET get-group/{Acme group}',
    send: (caller) => caller('GET', `/api/groups/get-group/${acme.groupId}`),
    manager: 404,
    admin: 404,
  },
  {
    call: 'GET get-group-fit/{Acme group}',
    send: (caller) => caller('GET', `/api/groups/get-group-fit/${acme.groupId}`),
    manager: 404,
    admin: 404,
  },
  {
    call: 'PATCH update-group {Acme group}',
    send: (caller) =>
      caller('PATCH', '/api/groups/update-group', { group_id: acme.groupId, name: 'Taken over' }),
    manager: 404,
    admin: 404,
  },
  {
    call: 'DELETE delete-group {Acme group}',
    send: (caller) =>
      caller('DELETE', '/api/groups/delete-group?role=admin', { group_id: acme.groupId }),
    manager: 403,
    admin: 404,
  },
  {
    call: 'PATCH add-member {Acme group, Globex employee}',
    send: (caller) =>
      caller('PATCH', '/api/groups/add-member', {
        group_id: acme.groupId,
        email: 'gail@globex.example',
      }),
    manager: 404,
    admin: 404,
  },
  {
    call: 'PATCH add-members {Acme group, Acme employees by role}',
    send: (caller) =>
      caller('PATCH', '/api/groups/add-members', { group_id: acme.groupId, roles: ['employee'] }),
    manager: 404,
    admin: 404,
  },
  {
    call: 'PATCH remove-member {Acme group, Acme employee}',
    send: (caller) =>
      caller('PATCH', '/api/groups/remove-member', {
        group_id: acme.groupId,
        email: 'erin@acme.example',
      }),
    manager: 404,
    admin: 404,
  },
  {
    call: 'PATCH toggle-group-diagnosis {Acme group}',
    send: (caller) =>
      caller('PATCH', '/api/companies/toggle-group-diagnosis', {
        group_id: acme.groupId,
        newLicenseState: 'no',
      }),
    manager: 404,
    admin: 404,
  },
  {
    call: 'GET get-employee-group {Acme employee}',
    send: (caller) => caller('GET', '/api/companies/get-employee-group?email=erin@acme.example'),
    manager: 404,
    admin: 404,
  },
  {
    call: 'GET get-diagnoses-employees?email={Acme employee}',
    send: (caller) =>
      caller('GET', '/api/companies/get-diagnoses-employees?email=erin@acme.example'),
    manager: 404,
    admin: 404,
  },
  {
    call: 'GET get-diagnoses-employees?result_id={Acme result}',
    send: (caller) =>
      caller('GET', `/api/companies/get-diagnoses-employees?result_id=${acme.resultId}`),
    manager: 404,
    admin: 404,
  },
  {
    call: 'GET get-employee-result-inform {Acme result}',
    send: (caller) =>
      caller(
        'GET',
        `/api/companies/get-employee-result-inform?result_id=${acme.resultId}&email=erin@acme.example`,
      ),
    manager: 404,
    admin: 404,
  },
  {
    call: 'PATCH employee-result-profile {Acme result}',
    send: (caller) =>
      caller('PATCH', '/api/companies/employee-result-profile', {
        result_id: acme.resultId,
        email: 'erin@acme.example',
        profile_id: null,
      }),
    manager: 404,
    admin: 404,
  },
  {
    call: 'POST get-employee-inform-document {Acme result}',
    send: (caller) =>
      caller(
        'POST',
        `/api/companies/get-employee-inform-document/erin@acme.example/${acme.resultId}`,
        {},
      ),
    manager: 404,
    admin: 404,
  },
];

const noAcmeIn = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toContain('Acme secret');
  expect(text).not.toContain('acme.example');
};

describe.each([
  ['a Globex manager', 'gina@globex.example', 'manager'],
  ['a Globex admin', 'gus@globex.example', 'admin'],
] as const)('%s with Acme’s ids and e-mails', (_who, email, kind) => {
  it.each(cases)('$call', async (testCase) => {
    const caller = callerFor(testServer.server, testServer.testDatabase.database, email);
    const answer = await testCase.send(caller);
    const expected = testCase[kind];
    if (expected === 'own') expect(answer.statusCode).toBe(200);
    else expect(answer.statusCode).toBe(expected);
    noAcmeIn(answer.body);
  });
});

describe('an Acme employee (not a manager)', () => {
  it.each(cases)('$call answers 403', async (testCase) => {
    const caller = callerFor(
      testServer.server,
      testServer.testDatabase.database,
      'joao@acme.example',
    );
    expect((await testCase.send(caller)).statusCode).toBe(403);
  });
});

describe('after all those attempts', () => {
  it('Acme’s profile, group and members are unchanged', async () => {
    const alicia = callerFor(
      testServer.server,
      testServer.testDatabase.database,
      'alicia@acme.example',
    );
    const group = await alicia('GET', `/api/groups/get-group/${acme.groupId}`);
    expect(group.body['group']).toMatchObject({ name: 'Acme secret group', members: 1 });
    const profile = await alicia('GET', `/api/profiles/get-profile/${acme.profileId}`);
    expect(profile.body['profile']).toMatchObject({ name: 'Acme secret profile', min_trust: 1 });
  });
});
