import { companyProblems } from '@facet/company-domain';
import { ToastRegion, toastQueue } from '@facet/design-system';
import {
  renderWithProviders,
  reply,
  stubApi,
  type ApiRoutes,
  type ProviderOptions,
} from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EmployeeDetailPage } from './EmployeeDetailPage';
import { sampleCompany, sampleEmployees } from '../../story-fixtures';

const erin = sampleEmployees[2]!;

const employeeApi = {
  'GET /api/companies/get-company': reply(200, { company: sampleCompany }),
  'GET /api/companies/get-employees/erin@acme.example': reply(200, { employee: erin }),
  'PATCH /api/companies/employee-change-role': ({ body }) =>
    reply(200, { employee: { ...erin, role: (body as { newRole: string }).newRole } }),
  'PATCH /api/companies/toggle-diagnosis-permission': reply(200, {
    employee: { ...erin, licence_state: 'yes' },
  }),
  'PATCH /api/companies/employee-release': reply(200, { email: erin.email }),
} satisfies ApiRoutes;

function renderEmployee(options: Pick<ProviderOptions, 'signedIn'> = {}) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/company-panel/employee/:email" element={<EmployeeDetailPage />} />
        <Route path="/company-panel" element={<p>Company panel</p>} />
      </Routes>
      <ToastRegion />
    </>,
    { initialPath: '/company-panel/employee/erin%40acme.example', ...options },
  );
}

async function makeManager() {
  await userEvent.click(await screen.findByRole('button', { name: /New role/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Manager' }));
  await userEvent.click(screen.getByRole('button', { name: 'Change role' }));
}

// Toasts outlive a test in the app-wide queue.
afterEach(() => toastQueue.clear());

describe('EmployeeDetailPage', () => {
  it("changes the employee's role and says so", async () => {
    const api = stubApi(employeeApi);
    renderEmployee();
    await makeManager();
    expect(await screen.findByText('Role changed.')).toBeVisible();
    const [call] = api.callsTo('PATCH /api/companies/employee-change-role');
    expect(call?.url).toBe('/api/companies/employee-change-role?role=admin');
    expect(call?.body).toEqual({ email: 'erin@acme.example', newRole: 'manager' });
  });

  it('explains a refused role change (409)', async () => {
    stubApi(employeeApi, {
      'PATCH /api/companies/employee-change-role': reply(409, {
        message: 'Refused',
        code: companyProblems.sameRole.code,
      }),
    });
    renderEmployee();
    await makeManager();
    expect(await screen.findByText('This person already has that role.')).toBeVisible();
  });

  it('shows its own page with role change and removal disabled, each with the reason', async () => {
    stubApi(employeeApi);
    renderEmployee({ signedIn: { kind: 'user', name: erin.name, email: erin.email } });
    const remove = await screen.findByRole('button', { name: 'Remove from the company' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(
      'You cannot remove yourself here; leave the company from your account page.',
    );
    const change = screen.getByRole('button', { name: 'Change role' });
    expect(change).toBeDisabled();
    expect(change).toHaveAccessibleDescription(
      'You cannot change your own role; another administrator can.',
    );
    expect(
      screen.getAllByText('You cannot change your own role; another administrator can.')[0],
    ).toBeVisible();
  });

  it('grants the licence the employee lacks', async () => {
    const api = stubApi(employeeApi, {
      'GET /api/companies/get-employees/erin@acme.example': reply(200, {
        employee: { ...erin, licence_state: 'no' },
      }),
    });
    renderEmployee();
    await userEvent.click(await screen.findByRole('button', { name: 'Grant licence' }));
    expect(await screen.findByText('Licence updated.')).toBeVisible();
    expect(api.callsTo('PATCH /api/companies/toggle-diagnosis-permission')[0]?.body).toEqual({
      email: 'erin@acme.example',
      newLicenseState: 'yes',
    });
  });

  it('removes the employee from the company and goes back to the list', async () => {
    const api = stubApi(employeeApi);
    renderEmployee();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from the company' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Remove employee',
      }),
    );
    expect(await screen.findByText('Company panel')).toBeVisible();
    expect(await screen.findByText('Erin Employee has left the company.')).toBeVisible();
    expect(api.callsTo('PATCH /api/companies/employee-release')[0]?.body).toEqual({
      email: 'erin@acme.example',
      lang: 'en',
    });
  });
});
