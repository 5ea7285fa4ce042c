import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { AdminCompanyEmployeePage, AdminCompanyPage } from './AdminCompanyPage';
import { sampleCompanyEmployees, sampleCompanyRecord } from './story-fixtures';

type Handler = (request: Request) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const NodeRequest = globalThis.Request;

/** jsdom's page has an address, Node's Request does not: resolve the API's relative paths. */
class RelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost').href : input, init);
  }
}

const company = { ...sampleCompanyRecord, company_id: 7 };

/** Answers the /admin-companies calls for company 7 and records every call the page makes. */
function stubApi(overrides: Record<string, Handler> = {}) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const handlers: Record<string, Handler> = {
    'GET /api/admin-companies/get-company': () => json(200, { company }),
    'GET /api/admin-companies/get-employees': () =>
      json(200, { employees: sampleCompanyEmployees, page: 1, totalPages: 1, total: 2 }),
    'GET /api/admin-companies/get-employees/erin@acme.example': () =>
      json(200, { employee: sampleCompanyEmployees[1] }),
    'GET /api/admin-companies/get-invitation': () =>
      json(200, { invitation: [], page: 1, totalPages: 1, total: 0 }),
    'POST /api/admin-companies/invite': () =>
      json(201, { invitation: {}, message: 'The invitation has been sent.' }),
    'PATCH /api/admin-companies/toggle-diagnosis-permission': () =>
      json(200, { employee: { ...sampleCompanyEmployees[1], licence_state: 'yes' } }),
    ...overrides,
  };
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url, 'http://localhost');
      const body = request.method === 'GET' ? undefined : await request.clone().json();
      calls.push({ method: request.method, url: `${url.pathname}${url.search}`, body });
      const handler = handlers[`${request.method} ${decodeURIComponent(url.pathname)}`];
      return handler ? handler(request) : json(404, { message: 'not stubbed' });
    }),
  );
  return calls;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/dashboard/company/:companyId" element={<AdminCompanyPage />} />
      <Route
        path="/admin/dashboard/company/:companyId/employee/:email"
        element={<AdminCompanyEmployeePage />}
      />
    </Routes>,
    { initialPath: path },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminCompanyPage', () => {
  it("shows the company panel's tabs on the addressed company through /admin-companies", async () => {
    const calls = stubApi();
    renderAt('/admin/dashboard/company/7?tab=employees');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Demo' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Erin Employee/ });
    expect(within(row).getByRole('link', { name: 'Inspect Erin Employee' })).toHaveAttribute(
      'href',
      '/admin/dashboard/company/7/employee/erin%40acme.example',
    );
    // A platform admin may do what needs a company admin.
    expect(within(row).getByRole('button', { name: 'Remove Erin Employee' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Licences of Acme Demo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact support' })).not.toBeInTheDocument();
    expect(calls.map(({ url }) => url.split('?')[0])).not.toContain('/api/companies/get-company');
    expect(
      calls.some(({ url }) => url.startsWith('/api/admin-companies/get-employees?company_id=7')),
    ).toBe(true);
  });

  it('invites to the addressed company, an administrator included', async () => {
    const calls = stubApi();
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

  it('says when the company does not exist', async () => {
    stubApi({
      'GET /api/admin-companies/get-company': () =>
        json(404, { message: 'This company does not exist.' }),
    });
    renderAt('/admin/dashboard/company/7');
    expect(await screen.findByText('This company no longer exists.')).toBeInTheDocument();
  });

  it('takes an address that names no company as a missing company, without a call', async () => {
    const calls = stubApi();
    renderAt('/admin/dashboard/company/nope');
    expect(await screen.findByText('This company no longer exists.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('AdminCompanyEmployeePage', () => {
  it("grants a licence through /admin-companies and leads back to the company's page", async () => {
    const calls = stubApi();
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
