import { sessionProblems } from '@facet/session-domain';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginPage } from '../screens/login/LoginPage';
import { sessionStore } from '../session-store';
import { erin } from '../test-fixtures';
import { SecurityPanel } from './SecurityPanel';
import { sampleEnrolment, sampleRecoveryCodes } from './story-fixtures';

const ada = { id: 1, name: 'Ada Admin', email: 'ada@facet.example' };

function renderLogin(audience: 'user' | 'admin') {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage audience={audience} />} />
      <Route path="/admin" element={<LoginPage audience={audience} />} />
      <Route path="/home" element={<p>Home page</p>} />
      <Route path="/admin/dashboard" element={<p>Admin dashboard</p>} />
    </Routes>,
    { initialPath: audience === 'user' ? '/login' : '/admin' },
  );
}

async function signIn(email: string) {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => sessionStore.signedOut());

describe('the second step of a sign-in', () => {
  it('asks for the app’s code, says a wrong one is wrong, and signs in with a right one', async () => {
    const api = stubApi({
      'POST /api/auth/login': reply(200, { secondFactor: 'verify', challenge: 'challenge-1' }),
      'POST /api/auth/second-factor': reply(400, {
        message: 'The code is not right.',
        code: sessionProblems.secondFactorCodeWrong.code,
      }),
    });
    renderLogin('user');
    await signIn('erin@acme.example');
    await userEvent.type(await screen.findByLabelText(/^Code/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not right.');
    expect(sessionStore.get().status).not.toBe('user');

    api.answer('POST /api/auth/second-factor', reply(200, { user: erin, token: 'token-1' }));
    await userEvent.clear(screen.getByLabelText(/^Code/));
    await userEvent.type(screen.getByLabelText(/^Code/), '492 039');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(api.callsTo('POST /api/auth/second-factor').at(-1)?.body).toEqual({
      challenge: 'challenge-1',
      code: '492039',
    });
  });

  it('makes an administrator set up an app, shows the recovery codes once, then opens the back office', async () => {
    const api = stubApi({
      'POST /api/admin/login': reply(200, { secondFactor: 'enrol', challenge: 'challenge-2' }),
      'POST /api/admin/second-factor/enrolment': reply(200, sampleEnrolment),
      'POST /api/admin/second-factor/enrolment/confirm': reply(200, {
        admin: ada,
        token: 'token-2',
        recoveryCodes: sampleRecoveryCodes,
      }),
    });
    renderLogin('admin');
    await signIn('ada@facet.example');
    expect(await screen.findByLabelText(/^Set-up key/)).toHaveValue(sampleEnrolment.secret);
    await userEvent.type(screen.getByLabelText(/^Code/), '492039');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(sampleRecoveryCodes[0]!)).toBeVisible();
    expect(api.callsTo('POST /api/admin/second-factor/enrolment/confirm')[0]?.body).toEqual({
      challenge: 'challenge-2',
      code: '492039',
    });
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('Admin dashboard')).toBeVisible();
    expect(sessionStore.get().status).toBe('admin');
  });
});

describe('SecurityPanel', () => {
  it('sets an app up from the account and removes it with the password', async () => {
    const none = { factors: [], recoveryCodesLeft: 0, required: true };
    const api = stubApi({
      'GET /api/auth/second-factors': reply(200, none),
      'POST /api/auth/second-factors/totp': reply(200, sampleEnrolment),
      'POST /api/auth/second-factors/totp/confirm': reply(200, {
        recoveryCodes: sampleRecoveryCodes,
      }),
      'POST /api/auth/second-factors/totp/remove': reply(204),
    });
    renderWithProviders(<SecurityPanel audience="user" />);
    expect(await screen.findByText(/must use a second factor/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await userEvent.type(await screen.findByLabelText(/^Code/), '492039');
    api.answer(
      'GET /api/auth/second-factors',
      reply(200, {
        factors: [{ kind: 'totp', createdAt: '2026-11-30T09:00:00Z', lastUsedAt: null }],
        recoveryCodesLeft: 10,
        required: true,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(await screen.findByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('10 recovery codes left.')).toBeVisible();

    await userEvent.type(screen.getByLabelText('Or your password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The authenticator app was removed.')).toBeVisible();
    expect(api.callsTo('POST /api/auth/second-factors/totp/remove')[0]?.body).toEqual({
      password: 'Secret123',
    });
  });
});
