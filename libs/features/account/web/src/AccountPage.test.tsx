import { renderWithProviders } from '@facet/platform-testing-web';
import { sessionStore } from '@facet/session-web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountPage } from './AccountPage';
import { sampleProfile } from './story-fixtures';

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

/** Answers the calls the page makes; one test overrides a single handler. */
function stubApi(overrides: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    'GET /api/user/me': () => json(200, sampleProfile),
    'GET /api/diagnoses/results': () => json(200, { results: [], page: 1, totalPages: 1 }),
    'PATCH /api/user/update-profile': async (request) =>
      json(200, { ...sampleProfile, ...((await request.json()) as object) }),
    ...overrides,
  };
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const { pathname } = new URL(request.url, 'http://localhost');
      const handler = handlers[`${request.method} ${pathname}`];
      return handler ? handler(request) : json(404, { message: 'not stubbed' });
    }),
  );
}

beforeEach(() => {
  sessionStore.signedIn('token', {
    user: {
      id: 3,
      name: 'Erin Employee',
      email: 'erin@acme.example',
      role: 'employee',
      lang: 'en',
      company_id: 1,
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signedOut();
});

describe('AccountPage', () => {
  it('opens the tab named in the address', async () => {
    stubApi();
    renderWithProviders(<AccountPage />, { initialPath: '/account?tab=arsulipo' });
    expect(await screen.findByText('erin@acme.example')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Arsulipo requests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('saves a new name and stores it in the session at once', async () => {
    stubApi();
    renderWithProviders(<AccountPage />, { initialPath: '/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit name' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Erin Smith');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Erin Smith')).toBeInTheDocument();
    await waitFor(() => {
      const session = sessionStore.get();
      expect(session.status === 'user' && session.user.name).toBe('Erin Smith');
    });
  });

  it('shows the default error when the profile cannot be read', async () => {
    stubApi({ 'GET /api/user/me': () => json(500, { message: 'boom' }) });
    renderWithProviders(<AccountPage />, { initialPath: '/account' });
    expect(await screen.findByText('Error getting user profile.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the 409 refusal of a sole administrator', async () => {
    stubApi({
      'PATCH /api/user/leave-company': () => json(409, { message: 'sole administrator' }),
    });
    renderWithProviders(<AccountPage />, { initialPath: '/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave company' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave Acme Demo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave company' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /Name another administrator/,
    );
    const session = sessionStore.get();
    expect(session.status === 'user' && session.user.role).toBe('employee');
  });

  it('clears the stored role once the person has left', async () => {
    const left = { ...sampleProfile, role: 'undefined', company: null, licenceState: 'undefined' };
    let hasLeft = false;
    stubApi({
      'GET /api/user/me': () => json(200, hasLeft ? left : sampleProfile),
      'PATCH /api/user/leave-company': () => {
        hasLeft = true;
        return json(200, { message: 'You have left the company.', user: left });
      },
    });
    renderWithProviders(<AccountPage />, { initialPath: '/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave company' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave company' }));
    expect(await screen.findByText('No company')).toBeInTheDocument();
    const session = sessionStore.get();
    expect(session.status === 'user' && session.user.role).toBe('user');
  });
});
