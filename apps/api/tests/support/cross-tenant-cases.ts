import type { ServerInjectOptions } from '@hapi/hapi';
import { beforeAll, expect, it } from 'vitest';
import { companyAPeople, companyBPeople, type ApiWorld, type Principal } from './api-world';

interface CrossTenantCase {
  name: string;
  principal: Principal;
  request: ServerInjectOptions;
}

/** Company A's manager and admin name company B's people, results, profiles and groups. */
function crossTenantCases(world: ApiWorld): CrossTenantCase[] {
  const b = world.companyB;
  const employeeB = companyBPeople.employee;
  const patch = (url: string, payload: object) => ({ method: 'PATCH', url, payload });
  return [
    {
      name: 'employee detail',
      principal: 'manager',
      request: { method: 'GET', url: `/api/companies/get-employees/${employeeB}?role=manager` },
    },
    {
      name: 'role change',
      principal: 'companyAdmin',
      request: patch('/api/companies/employee-change-role?role=admin', {
        email: employeeB,
        newRole: 'manager',
      }),
    },
    {
      name: 'licence toggle',
      principal: 'manager',
      request: patch('/api/companies/toggle-diagnosis-permission?role=manager', {
        email: employeeB,
        newLicenseState: 'no',
      }),
    },
    {
      name: 'release',
      principal: 'companyAdmin',
      request: patch('/api/companies/employee-release?role=admin', { email: employeeB }),
    },
    {
      name: 'invitation cancel',
      principal: 'companyAdmin',
      request: patch('/api/invitations/update-invitation?role=admin', { guest: b.pendingGuest }),
    },
    {
      name: 'profile read',
      principal: 'manager',
      request: { method: 'GET', url: `/api/profiles/get-profile/${b.profileId}` },
    },
    {
      name: 'profile update',
      principal: 'manager',
      request: patch('/api/profiles/update-profile', {
        profile_id: b.profileId,
        name: 'Taken over',
        min_anxiety: 1,
        max_anxiety: 2,
      }),
    },
    {
      name: 'profile delete',
      principal: 'companyAdmin',
      request: {
        method: 'DELETE',
        url: '/api/profiles/delete-profile?role=admin',
        payload: { profile_id: b.profileId },
      },
    },
    {
      name: 'group read',
      principal: 'manager',
      request: { method: 'GET', url: `/api/groups/get-group/${b.groupId}` },
    },
    {
      name: 'people pipeline against a profile',
      principal: 'manager',
      request: { method: 'GET', url: `/api/companies/people?profile_id=${b.profileId}` },
    },
    {
      name: 'people pipeline of a group',
      principal: 'manager',
      request: { method: 'GET', url: `/api/companies/people?group_id=${b.groupId}` },
    },
    {
      name: 'group fit',
      principal: 'manager',
      request: { method: 'GET', url: `/api/groups/get-group-fit/${b.groupId}` },
    },
    {
      name: 'team view of a group',
      principal: 'manager',
      request: { method: 'GET', url: `/api/team-insight/groups/${b.groupId}` },
    },
    {
      name: 'team comparison',
      principal: 'manager',
      request: {
        method: 'GET',
        url: `/api/team-insight/compare?group_a=${world.companyA.groupId}&group_b=${b.groupId}`,
      },
    },
    {
      name: 'team view document',
      principal: 'companyAdmin',
      request: {
        method: 'POST',
        url: '/api/team-insight/document',
        payload: { group_id: b.groupId },
      },
    },
    {
      name: 'group update',
      principal: 'manager',
      request: patch('/api/groups/update-group', { group_id: b.groupId, name: 'Taken over' }),
    },
    {
      name: 'group delete',
      principal: 'companyAdmin',
      request: {
        method: 'DELETE',
        url: '/api/groups/delete-group?role=admin',
        payload: { group_id: b.groupId },
      },
    },
    {
      name: "adding company A's employee to company B's group",
      principal: 'manager',
      request: patch('/api/groups/add-member', {
        group_id: b.groupId,
        email: companyAPeople.otherEmployee,
      }),
    },
    {
      name: "adding company B's employee to company A's group",
      principal: 'manager',
      request: patch('/api/groups/add-member', {
        group_id: world.companyA.groupId,
        email: employeeB,
      }),
    },
    {
      name: "removing company B's employee from company B's group",
      principal: 'manager',
      request: patch('/api/groups/remove-member', { group_id: b.groupId, email: employeeB }),
    },
    {
      name: 'group licence toggle',
      principal: 'manager',
      request: patch('/api/companies/toggle-group-diagnosis', {
        group_id: b.groupId,
        newLicenseState: 'no',
      }),
    },
    {
      name: 'employee results by e-mail',
      principal: 'manager',
      request: { method: 'GET', url: `/api/companies/get-diagnoses-employees?email=${employeeB}` },
    },
    {
      name: 'employee result by id',
      principal: 'manager',
      request: {
        method: 'GET',
        url: `/api/companies/get-diagnoses-employees?result_id=${b.employeeResultId}`,
      },
    },
    {
      name: 'employee result report',
      principal: 'manager',
      request: {
        method: 'GET',
        url: `/api/companies/get-employee-result-inform?result_id=${b.employeeResultId}&email=${employeeB}&lang=en`,
      },
    },
    {
      name: "employee result report under company A's employee e-mail",
      principal: 'manager',
      request: {
        method: 'GET',
        url: `/api/companies/get-employee-result-inform?result_id=${b.employeeResultId}&email=${companyAPeople.employee}&lang=en`,
      },
    },
    {
      name: 'employee result profile choice',
      principal: 'manager',
      request: patch('/api/companies/employee-result-profile', {
        result_id: b.employeeResultId,
        email: employeeB,
        profile_id: world.companyA.profileId,
      }),
    },
    {
      name: 'employee report PDF',
      principal: 'manager',
      request: {
        method: 'POST',
        url: `/api/companies/get-employee-inform-document/${employeeB}/${b.employeeResultId}?lang=en`,
        payload: {},
      },
    },
    {
      name: 'interview guide of a person',
      principal: 'manager',
      request: {
        method: 'GET',
        url: `/api/interview-guides/guide?email=${employeeB}&profile_id=${world.companyA.profileId}&lang=en`,
      },
    },
    {
      name: "interview guide against company B's profile",
      principal: 'manager',
      request: {
        method: 'GET',
        url: `/api/interview-guides/guide?email=${companyAPeople.employee}&profile_id=${b.profileId}&lang=en`,
      },
    },
    {
      name: 'interview guide PDF of a person',
      principal: 'manager',
      request: {
        method: 'GET',
        url: `/api/interview-guides/guide-document?email=${employeeB}&profile_id=${world.companyA.profileId}&lang=en`,
      },
    },
    {
      name: 'employee groups',
      principal: 'manager',
      request: { method: 'GET', url: `/api/companies/get-employee-group?email=${employeeB}` },
    },
    {
      name: "group read under company A's id",
      principal: 'platformAdmin',
      request: {
        method: 'GET',
        url: `/api/admin-companies/get-group/${b.groupId}?company_id=${world.companyA.id}`,
      },
    },
    {
      name: "profile update under company A's id",
      principal: 'platformAdmin',
      request: patch('/api/admin-companies/update-profile', {
        company_id: world.companyA.id,
        profile: { profile_id: b.profileId, name: 'Taken over', min_anxiety: 1, max_anxiety: 2 },
      }),
    },
    {
      name: "group delete under company A's id",
      principal: 'platformAdmin',
      request: {
        method: 'DELETE',
        url: '/api/admin-companies/delete-group',
        payload: { company_id: world.companyA.id, group_id: b.groupId },
      },
    },
    {
      name: "employee added to company A's group under company A's id",
      principal: 'platformAdmin',
      request: patch('/api/admin-companies/add-member', {
        company_id: world.companyA.id,
        group_id: world.companyA.groupId,
        email: employeeB,
      }),
    },
    {
      name: "group licence toggle under company A's id",
      principal: 'platformAdmin',
      request: patch('/api/admin-companies/toggle-group-diagnosis', {
        company_id: world.companyA.id,
        group_id: b.groupId,
        newLicenseState: 'no',
      }),
    },
    {
      name: "employee result under company A's id",
      principal: 'platformAdmin',
      request: {
        method: 'GET',
        url: `/api/admin-companies/get-employee-result-inform?company_id=${world.companyA.id}&result_id=${b.employeeResultId}&email=${companyAPeople.employee}&lang=en`,
      },
    },
    {
      name: "interview guide under company A's id",
      principal: 'platformAdmin',
      request: {
        method: 'GET',
        url: `/api/admin-companies/guide?company_id=${world.companyA.id}&email=${employeeB}&profile_id=${world.companyA.profileId}&lang=en`,
      },
    },
    {
      name: "another person's own result",
      principal: 'employee',
      request: { method: 'GET', url: `/api/diagnoses/results?result_id=${b.employeeResultId}` },
    },
    {
      name: "another person's own report",
      principal: 'employee',
      request: {
        method: 'GET',
        url: `/api/diagnoses/get-result-inform?result_id=${b.employeeResultId}&lang=en`,
      },
    },
  ];
}

/** Everything of company B a refused call could have changed, to compare before and after. */
async function snapshotOfCompanyB(world: ApiWorld) {
  const { database } = world;
  const companyId = world.companyB.id;
  return {
    memberships: await database('memberships')
      .where({ company_id: companyId })
      .orderBy('user_id')
      .select('user_id', 'role', 'licence_state'),
    invitations: await database('invitations')
      .where({ company_id: companyId })
      .orderBy('id')
      .select('*'),
    profiles: await database('profiles').where({ company_id: companyId }).orderBy('id').select('*'),
    groups: await database('groups').where({ company_id: companyId }).orderBy('id').select('*'),
    groupMembers: await database('group_members')
      .whereIn('group_id', database('groups').where({ company_id: companyId }).select('id'))
      .orderBy(['group_id', 'user_id'])
      .select('*'),
    resultProfileChoices: await database('result_profile_choices')
      .where({ result_id: world.companyB.employeeResultId })
      .select('*'),
  };
}

/** The tests of tenant isolation, for the describe block of the matrix file. */
export function checkCrossTenantIsolation(world: ApiWorld): void {
  let before: Awaited<ReturnType<typeof snapshotOfCompanyB>>;
  beforeAll(async () => {
    before = await snapshotOfCompanyB(world);
  });

  for (const { name, principal, request } of crossTenantCases(world)) {
    const who = principal === 'platformAdmin' ? 'a platform admin' : `company A's ${principal}`;
    it(`refuses ${name} of company B to ${who} with 403 or 404`, async () => {
      const response = await world.call(principal, request);
      expect([403, 404], `${response.statusCode} ${response.payload}`).toContain(
        response.statusCode,
      );
    });
  }

  it("shows none of company B's people, invitations, profiles or groups in company A's lists", async () => {
    const lists = [
      '/api/companies/get-employees?role=manager&pageSize=100',
      '/api/invitations/get-invitation?role=manager&pageSize=100',
      '/api/profiles/get-profile?pageSize=100',
      '/api/groups/get-group?pageSize=100',
      '/api/team-insight/company',
    ];
    for (const url of lists) {
      const response = await world.call('manager', { method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      for (const foreign of [...Object.values(companyBPeople), world.companyB.pendingGuest]) {
        expect(response.payload, url).not.toContain(foreign);
      }
      expect(response.payload, url).not.toContain('Globex');
    }
  });

  it('leaves company B exactly as it was after every refused call', async () => {
    expect(await snapshotOfCompanyB(world)).toEqual(before);
  });
}
