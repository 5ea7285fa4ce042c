import { companyProblems } from '@facet/company-domain';
import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import { profilesProblems } from '@facet/profiles-domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import {
  AdminCompanyEmployeePage,
  AdminCompanyEmployeeResultPage,
  AdminCompanyGroupPage,
  AdminCompanyPage,
  AdminCompanyProfilePage,
} from './AdminCompanyPage';
import {
  sampleCompanyEmployees,
  sampleCompanyGroups,
  sampleCompanyPeople,
  sampleCompanyProfiles,
  sampleCompanyRecord,
} from '../../story-fixtures';

const company = { ...sampleCompanyRecord, company_id: 7 };

/** Answers the /admin-companies calls for company 7; a test replaces one answer. */
const companySevenApi = {
  'GET /api/admin-companies/get-company': reply(200, { company }),
  'GET /api/admin-companies/get-employees': reply(200, {
    employees: sampleCompanyEmployees,
    page: 1,
    totalPages: 1,
    total: 2,
  }),
  'GET /api/admin-companies/people': reply(200, {
    people: sampleCompanyPeople,
    page: 1,
    totalPages: 1,
    total: 3,
    profile: null,
  }),
  'POST /api/admin-companies/send-reminder': reply(201, {
    target: {},
    message: 'The reminder has been sent.',
  }),
  'GET /api/admin-companies/get-employees/erin@acme.example': reply(200, {
    employee: sampleCompanyEmployees[1],
  }),
  'GET /api/admin-companies/get-invitation': reply(200, {
    invitation: [],
    page: 1,
    totalPages: 1,
    total: 0,
  }),
  'POST /api/admin-companies/invite': reply(201, {
    invitation: {},
    message: 'The invitation has been sent.',
  }),
  'PATCH /api/admin-companies/toggle-diagnosis-permission': reply(200, {
    employee: { ...sampleCompanyEmployees[1], licence_state: 'yes' },
  }),
  'GET /api/admin-companies/get-profile': reply(200, {
    profile: sampleCompanyProfiles,
    page: 1,
    totalPages: 1,
    total: 2,
  }),
  'GET /api/admin-companies/get-profile/11': reply(200, { profile: sampleCompanyProfiles[0] }),
  'DELETE /api/admin-companies/delete-profile': reply(200, { profile_id: 11 }),
  'GET /api/admin-companies/get-group': reply(200, {
    groups: sampleCompanyGroups,
    page: 1,
    totalPages: 1,
    total: 2,
  }),
  'GET /api/admin-companies/get-group/21': reply(200, {
    group: sampleCompanyGroups[0],
    members: [{ number: 1, name: 'Erin Employee', email: 'erin@acme.example', licence: 'no' }],
    page: 1,
    totalPages: 1,
    total: 1,
  }),
  'GET /api/admin-companies/get-diagnoses-employees': reply(200, {
    diagnoses: [{ result_id: 5, number: 1, date: '2025-03-02T09:00:00.000Z' }],
    page: 1,
    totalPages: 1,
    total: 1,
  }),
  'GET /api/admin-companies/get-employee-group': reply(200, {
    groups: [sampleCompanyGroups[0]],
    page: 1,
    totalPages: 1,
    total: 1,
  }),
} satisfies ApiRoutes;

const stubCompanySeven = (overrides: ApiRoutes = {}) => stubApi(companySevenApi, overrides).calls;

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/dashboard/company/:companyId" element={<AdminCompanyPage />} />
      <Route
        path="/admin/dashboard/company/:companyId/employee/:email"
        element={<AdminCompanyEmployeePage />}
      />
      <Route
        path="/admin/dashboard/company/:companyId/employee/:email/result/:id"
        element={<AdminCompanyEmployeeResultPage />}
      />
      <Route
        path="/admin/dashboard/company/:companyId/profile/:id"
        element={<AdminCompanyProfilePage />}
      />
      <Route
        path="/admin/dashboard/company/:companyId/group/:id"
        element={<AdminCompanyGroupPage />}
      />
    </Routes>,
    { initialPath: path },
  );
}

describe('AdminCompanyPage', () => {
  it("shows the company's people pipeline through /admin-companies, in the manager's words", async () => {
    const calls = stubCompanySeven();
    renderAt('/admin/dashboard/company/7?tab=employees');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Demo' })).toBeInTheDocument();
    // The old Employees address opens the People tab, filtered to members.
    expect(await screen.findByRole('tab', { name: 'People' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Licences of Acme Demo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact support' })).not.toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Erin Employee/ });
    expect(within(row).getByText('Finished')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for Erin Employee' }));
    expect(await screen.findByRole('menuitem', { name: 'View details' })).toHaveAttribute(
      'href',
      '/admin/dashboard/company/7/employee/erin%40acme.example',
    );
    // A platform admin may do what needs a company admin.
    expect(screen.getByRole('menuitem', { name: 'Remove from the company' })).toBeInTheDocument();
    const paths = calls.map(({ url }) => url.split('?')[0]);
    expect(paths).not.toContain('/api/companies/get-company');
    expect(paths).not.toContain('/api/companies/people');
    expect(calls.find(({ url }) => url.startsWith('/api/admin-companies/people?'))?.url).toBe(
      '/api/admin-companies/people?company_id=7&kind=member&page=1&pageSize=20',
    );
  });

  it("reminds an invitee of the addressed company from the pipeline's menu", async () => {
    const calls = stubCompanySeven();
    renderAt('/admin/dashboard/company/7?tab=people');
    const row = await screen.findByRole('row', { name: /mei\.chen@acme\.example/ });
    await userEvent.click(
      within(row).getByRole('button', { name: 'Actions for mei.chen@acme.example' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Send a reminder' }));
    await waitFor(() =>
      expect(calls.find(({ method }) => method === 'POST')).toMatchObject({
        url: '/api/admin-companies/send-reminder',
        body: { kind: 'invitation', invitation_id: 5, company_id: 7 },
      }),
    );
  });

  it('invites to the addressed company, an administrator included', async () => {
    const calls = stubCompanySeven();
    renderAt('/admin/dashboard/company/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'E-mail' }),
      'new@acme.example',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Administrator' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(calls.find(({ method }) => method === 'POST')).toMatchObject({
        url: '/api/admin-companies/invite',
        body: { guest: 'new@acme.example', role: 'admin', company_id: 7 },
      }),
    );
  });

  it('previews a file of invitations for the addressed company', async () => {
    const calls = stubCompanySeven({
      'POST /api/admin-companies/invite-from-file/preview': reply(200, {
        rows: [],
        total: 0,
        valid: 0,
        invalid: 0,
        licences: { needed: 0, available: 5 },
      }),
    });
    renderAt('/admin/dashboard/company/7?tab=invitations');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite from a file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite people from a file' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['email,role\n'], 'people.csv', { type: 'text/csv' }));
    await waitFor(() =>
      expect(calls.find(({ method }) => method === 'POST')?.url).toBe(
        '/api/admin-companies/invite-from-file/preview?company_id=7&lang=en&assignLicense=true',
      ),
    );
  });

  it("lists the company's profiles through /admin-companies and deletes one of its own", async () => {
    const calls = stubCompanySeven();
    renderAt('/admin/dashboard/company/7?tab=profiles');
    const row = await screen.findByRole('row', { name: /Sales lead/ });
    expect(within(row).getByRole('link', { name: 'View Sales lead' })).toHaveAttribute(
      'href',
      '/admin/dashboard/company/7/profile/11',
    );
    expect(screen.getByRole('link', { name: 'Create profile' })).toHaveAttribute(
      'href',
      '/admin/dashboard/company/7/profile/create',
    );
    expect(
      calls.some(({ url }) => url.startsWith('/api/admin-companies/get-profile?company_id=7')),
    ).toBe(true);
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Sales lead' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find(({ method }) => method === 'DELETE')).toMatchObject({
        url: '/api/admin-companies/delete-profile',
        body: { profile_id: 11, company_id: 7 },
      }),
    );
  });

  it("lists the company's groups through /admin-companies, linked in the back office", async () => {
    const calls = stubCompanySeven();
    renderAt('/admin/dashboard/company/7?tab=groups');
    const row = await screen.findByRole('row', { name: /Sales team/ });
    expect(within(row).getByRole('link', { name: 'View Sales team' })).toHaveAttribute(
      'href',
      '/admin/dashboard/company/7/group/21',
    );
    expect(calls.map(({ url }) => url.split('?')[0])).not.toContain('/api/groups/get-group');
  });

  it('says when the company does not exist', async () => {
    stubCompanySeven({
      'GET /api/admin-companies/get-company': reply(404, {
        message: 'This company does not exist.',
        code: companyProblems.notFound.code,
      }),
    });
    renderAt('/admin/dashboard/company/7');
    expect(await screen.findByText('This company no longer exists.')).toBeInTheDocument();
  });

  it('takes an address that names no company as a missing company, without a call', async () => {
    const calls = stubCompanySeven();
    renderAt('/admin/dashboard/company/nope');
    expect(await screen.findByText('This company no longer exists.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('AdminCompanyEmployeePage', () => {
  it("grants a licence through /admin-companies and leads back to the company's page", async () => {
    const calls = stubCompanySeven();
    renderAt('/admin/dashboard/company/7/employee/erin%40acme.example');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erin Employee' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the company panel' })).toHaveAttribute(
      'href',
      '/admin/dashboard/company/7',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Grant licence' }));
    await waitFor(() =>
      expect(calls.find(({ method }) => method === 'PATCH')).toMatchObject({
        url: '/api/admin-companies/toggle-diagnosis-permission',
        body: { email: 'erin@acme.example', newLicenseState: 'yes', company_id: 7 },
      }),
    );
  });
});

describe("the company's other pages in the back office", () => {
  it("shows the employee's results and groups through /admin-companies", async () => {
    const calls = stubCompanySeven();
    renderAt('/admin/dashboard/company/7/employee/erin%40acme.example?tab=results');
    const result = await screen.findByRole('link', { name: /Inspect result 1/ });
    expect(result).toHaveAttribute(
      'href',
      '/admin/dashboard/company/7/employee/erin%40acme.example/result/5',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Groups' }));
    expect(await screen.findByRole('link', { name: /Sales team/ })).toHaveAttribute(
      'href',
      '/admin/dashboard/company/7/group/21',
    );
    const paths = calls.map(({ url }) => new URL(url, 'http://localhost').pathname);
    expect(paths).toContain('/api/admin-companies/get-diagnoses-employees');
    expect(paths).toContain('/api/admin-companies/get-employee-group');
    expect(paths.some((path) => path.startsWith('/api/companies/'))).toBe(false);
  });

  it("reads an employee's result through /admin-companies", async () => {
    const calls = stubCompanySeven({
      'GET /api/admin-companies/get-employee-result-inform': reply(404, {
        message: 'Result not found',
        code: profilesProblems.resultNotFound.code,
      }),
    });
    renderAt('/admin/dashboard/company/7/employee/erin%40acme.example/result/5');
    expect(
      await screen.findByText('This result does not exist for this employee of the company.'),
    ).toBeInTheDocument();
    const report = calls.find(({ url }) => url.includes('get-employee-result-inform'));
    expect(new URL(report!.url, 'http://localhost').searchParams.get('company_id')).toBe('7');
  });

  it("opens one of the company's profiles, with the way back to its Profiles tab", async () => {
    stubCompanySeven();
    renderAt('/admin/dashboard/company/7/profile/11');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Sales lead/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the company panel' })).toHaveAttribute(
      'href',
      '/admin/dashboard/company/7?tab=profiles',
    );
  });

  it('opens a group and adds picked members through /admin-companies, without the fit', async () => {
    const calls = stubCompanySeven({
      'PATCH /api/admin-companies/add-members': reply(200, {
        group_id: 21,
        added: [{ name: 'Alicia Owner', email: 'alicia@acme.example' }],
        rejected: [],
      }),
    });
    renderAt('/admin/dashboard/company/7/group/21');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Sales team/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Erin Employee/ })).toHaveAttribute(
      'href',
      '/admin/dashboard/company/7/group/21/employee/erin%40acme.example',
    );
    expect(calls.some(({ url }) => url.includes('get-group-fit'))).toBe(false);
    await userEvent.type(screen.getByRole('combobox', { name: 'People to add' }), 'Alicia');
    await userEvent.keyboard('{ArrowDown}{Enter}{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Add 1 person' }));
    await waitFor(() =>
      expect(calls.find(({ method }) => method === 'PATCH')).toMatchObject({
        url: '/api/admin-companies/add-members',
        body: { group_id: 21, emails: ['alicia@acme.example'], company_id: 7 },
      }),
    );
  });
});
