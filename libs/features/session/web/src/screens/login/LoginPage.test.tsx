import { currentPrivacyVersion, currentTermsVersion, sessionProblems } from '@facet/session-domain';
import { accessProblems, singleSignOnPaths } from '@facet/platform-kernel';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginPage } from './LoginPage';
import { sessionStore } from '../../session-store';
import { erin } from '../../test-fixtures';

const ada = { id: 1, name: 'Ada Admin', email: 'ada@facet.example' };

function renderLogin(audience: 'user' | 'admin', initialPath: string) {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage audience={audience} />} />
      <Route path="/admin" element={<LoginPage audience={audience} />} />
      <Route path="/account" element={<p>Account page</p>} />
      <Route path="/home" element={<p>Home page</p>} />
      <Route path="/admin/dashboard" element={<p>Admin dashboard</p>} />
    </Routes>,
    { initialPath },
  );
}

async function signIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => sessionStore.signedOut());

describe('LoginPage', () => {
  it('signs a person in, accepting the current terms, and goes where they were headed', async () => {
    const api = stubApi({ 'POST /api/auth/login': reply(200, { user: erin, token: 'token-1' }) });
    renderLogin('user', '/login?next=%2Faccount');
    await signIn('erin@acme.example', 'Secret123');
    expect(await screen.findByText('Account page')).toBeVisible();
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'erin@acme.example',
      password: 'Secret123',
      stayLoggedIn: false,
      termsVersion: currentTermsVersion,
      privacyVersion: currentPrivacyVersion,
    });
    const session = sessionStore.get();
    expect(session.status === 'user' && session.user.email).toBe('erin@acme.example');
  });

  it('opens the home page after signing in without a next address', async () => {
    stubApi({ 'POST /api/auth/login': reply(200, { user: erin, token: 'token-1' }) });
    renderLogin('user', '/login');
    await signIn('erin@acme.example', 'Secret123');
    expect(await screen.findByText('Home page')).toBeVisible();
  });

  it('fills in the address a just-registered person arrives with', async () => {
    stubApi({ 'POST /api/auth/login': reply(200, { user: erin, token: 'token-1' }) });
    renderLogin('user', '/login?email=erin%40acme.example');
    expect(screen.getByLabelText('E-mail')).toHaveValue('erin@acme.example');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Home page')).toBeVisible();
  });

  it('says the e-mail or password is wrong (401) and stays on the form', async () => {
    stubApi({
      'POST /api/auth/login': reply(401, {
        message: 'Invalid credentials',
        code: sessionProblems.wrongCredentials.code,
      }),
    });
    renderLogin('user', '/login');
    await signIn('erin@acme.example', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is incorrect.',
    );
    // Focus goes to the failure, so it is read out and the heading above it stays in view.
    await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
    expect(sessionStore.get().status).toBe('signed-out');
  });

  it('tells a member of a company that requires single sign-on to use it, and links to it', async () => {
    stubApi({
      'POST /api/auth/login': reply(403, {
        message: accessProblems.singleSignOnRequired.message,
        code: accessProblems.singleSignOnRequired.code,
      }),
    });
    renderLogin('user', '/login');
    await signIn('erin@acme.example', 'Secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your company signs you in through its identity provider.',
    );
    expect(screen.getByRole('link', { name: 'Sign in with single sign-on' })).toHaveAttribute(
      'href',
      singleSignOnPaths.start,
    );
  });

  it('sends nothing while the form has errors', async () => {
    const api = stubApi({});
    renderLogin('user', '/login');
    await signIn('not-an-address', 'x');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('signs an administrator in through /admin/login and opens the dashboard', async () => {
    const api = stubApi({ 'POST /api/admin/login': reply(200, { admin: ada, token: 'token-2' }) });
    renderLogin('admin', '/admin');
    await signIn('ada@facet.example', 'Secret123');
    expect(await screen.findByText('Admin dashboard')).toBeVisible();
    expect(api.callsTo('POST /api/admin/login')[0]?.body).toMatchObject({
      email: 'ada@facet.example',
      password: 'Secret123',
    });
    expect(sessionStore.get().status).toBe('admin');
    // Platform admins are no company's members: single sign-on is not theirs.
    expect(screen.queryByRole('link', { name: 'Sign in with single sign-on' })).toBeNull();
  });
});
