import { companyProblems } from '@facet/company-domain';
import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import { sessionStore } from '@facet/session-web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountPage } from './AccountPage';
import { sampleProfile } from './story-fixtures';

/** Tabs as the app gives them: other features' panels, here stand-ins. */
const tabs = [
  {
    id: 'arsulipo',
    title: { id: 'test.requests', defaultMessage: 'Data-rights requests' },
    Panel: () => <p>the person's data-rights requests</p>,
  },
  {
    id: 'result-reads',
    title: { id: 'test.reads', defaultMessage: 'Who viewed my results' },
    Panel: () => <p>who viewed the results</p>,
  },
];

/** Answers the calls the page makes; one test replaces a single answer. */
const accountApi = {
  'GET /api/user/me': reply(200, sampleProfile),
  'GET /api/diagnoses/results': reply(200, { results: [], page: 1, totalPages: 1 }),
  'PATCH /api/user/update-profile': ({ body }) =>
    reply(200, { ...sampleProfile, ...(body as object) }),
} satisfies ApiRoutes;

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
  sessionStore.signedOut();
});

describe('AccountPage', () => {
  it('opens the tab named in the address', async () => {
    stubApi(accountApi);
    renderWithProviders(<AccountPage tabs={tabs} />, { initialPath: '/account?tab=arsulipo' });
    expect(await screen.findByText('erin@acme.example')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Data-rights requests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('saves a new name and stores it in the session at once', async () => {
    stubApi(accountApi);
    renderWithProviders(<AccountPage tabs={tabs} />, { initialPath: '/account' });
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
    stubApi(accountApi, { 'GET /api/user/me': reply(500, { message: 'boom' }) });
    renderWithProviders(<AccountPage tabs={tabs} />, { initialPath: '/account' });
    expect(await screen.findByText('Error getting user profile.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the 409 refusal of a sole administrator', async () => {
    stubApi(accountApi, {
      'PATCH /api/user/leave-company': reply(409, {
        message: 'sole administrator',
        code: companyProblems.lastAdmin.code,
      }),
    });
    renderWithProviders(<AccountPage tabs={tabs} />, { initialPath: '/account' });
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
    stubApi(accountApi, {
      'GET /api/user/me': () => reply(200, hasLeft ? left : sampleProfile),
      'PATCH /api/user/leave-company': () => {
        hasLeft = true;
        return reply(200, { message: 'You have left the company.', user: left });
      },
    });
    renderWithProviders(<AccountPage tabs={tabs} />, { initialPath: '/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave company' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave company' }));
    expect(await screen.findByText('No company')).toBeInTheDocument();
    const session = sessionStore.get();
    expect(session.status === 'user' && session.user.role).toBe('user');
  });
});
