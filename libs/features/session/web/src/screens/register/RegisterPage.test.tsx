import { currentPrivacyVersion, currentTermsVersion, sessionProblems } from '@facet/session-domain';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RegisterPage } from './RegisterPage';
import { sessionStore } from '../../session-store';

const contextCall = 'GET /api/auth/register-context/link-token';
const invitedByMario = {
  email: 'erin.new@acme.example',
  lang: 'en',
  companyName: 'Acme Demo',
  role: 'employee',
  inviterName: 'Mario Manager',
  welcomeLine: null,
  logoUrl: null,
};

const erin = {
  id: 7,
  name: 'Erin Employee',
  email: 'erin.new@acme.example',
  role: 'employee' as const,
  lang: 'en' as const,
  company_id: 1,
};

function renderRegister() {
  renderWithProviders(
    <Routes>
      <Route path="/register/:token" element={<RegisterPage />} />
      <Route path="/home" element={<p>Home page</p>} />
    </Routes>,
    { initialPath: '/register/link-token' },
  );
}

async function register() {
  await userEvent.type(await screen.findByLabelText('Name'), 'Erin Employee');
  await userEvent.type(screen.getByLabelText('New password'), 'Tangerine-Harbor-42');
  await userEvent.type(screen.getByLabelText('Confirm the new password'), 'Tangerine-Harbor-42');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

afterEach(() => sessionStore.signedOut());

describe('RegisterPage', () => {
  it('says who invited the person, to what and with which address, before they type', async () => {
    stubApi({ [contextCall]: reply(200, invitedByMario) });
    renderRegister();
    expect(
      await screen.findByText('Mario Manager invited you to join Acme Demo as employee.'),
    ).toBeVisible();
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveValue('erin.new@acme.example');
    expect(email).toHaveAttribute('readonly');
  });

  it("creates the account from the link's token and signs the person in to their home", async () => {
    const api = stubApi({
      [contextCall]: reply(200, invitedByMario),
      'POST /api/auth/employee-register': reply(201, { message: 'Account created' }),
      'POST /api/auth/login': reply(200, { user: erin, token: 'token-1' }),
    });
    renderRegister();
    await register();
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(api.callsTo('POST /api/auth/employee-register')[0]?.body).toEqual({
      token: 'link-token',
      name: 'Erin Employee',
      password: 'Tangerine-Harbor-42',
      termsVersion: currentTermsVersion,
      privacyVersion: currentPrivacyVersion,
    });
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toMatchObject({
      email: 'erin.new@acme.example',
      password: 'Tangerine-Harbor-42',
      stayLoggedIn: false,
    });
    const session = sessionStore.get();
    expect(session.status === 'user' && session.user.email).toBe('erin.new@acme.example');
  });

  it('leads to sign-in with the address when signing in after registering fails', async () => {
    const api = stubApi({
      [contextCall]: reply(200, invitedByMario),
      'POST /api/auth/employee-register': reply(201, { message: 'Account created' }),
      'POST /api/auth/login': reply(429, { message: 'Too many attempts' }),
    });
    renderRegister();
    await register();
    expect(await screen.findByText('Your account is ready. Please sign in.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?email=erin.new%40acme.example',
    );
    expect(api.callsTo('POST /api/auth/employee-register')).toHaveLength(1);
    expect(sessionStore.get().status).toBe('signed-out');
  });

  it('shows a used or expired link on opening, with no form and a way to sign in', async () => {
    stubApi({
      [contextCall]: reply(410, {
        message: 'This link has already been used.',
        code: sessionProblems.registrationLinkUsed.code,
      }),
    });
    renderRegister();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation can no longer be used',
    );
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says the link has expired when it expires between opening and sending (410)', async () => {
    stubApi({
      [contextCall]: reply(200, invitedByMario),
      'POST /api/auth/employee-register': reply(410, {
        message: 'Link expired',
        code: sessionProblems.registrationLinkExpired.code,
      }),
    });
    renderRegister();
    await register();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This registration link has expired. Ask the person who sent it for a new one.',
    );
  });
});
