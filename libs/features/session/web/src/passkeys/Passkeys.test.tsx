import { sessionProblems } from '@facet/session-domain';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../screens/login/LoginPage';
import { SecurityPanel } from '../second-factor/SecurityPanel';
import { sampleRecoveryCodes } from '../second-factor/story-fixtures';
import { sessionStore } from '../session-store';
import { erin } from '../test-fixtures';

// The browser's WebAuthn prompt is the browser's: jsdom has none, so the library that opens it
// answers as a browser whose authenticator agreed (or whose prompt was closed).
const browser = vi.hoisted(() => ({
  browserSupportsWebAuthn: vi.fn(() => true),
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => browser);

const assertion = {
  id: 'Y3JlZGVudGlhbA',
  rawId: 'Y3JlZGVudGlhbA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
};
const attestation = {
  id: 'Y3JlZGVudGlhbA',
  rawId: 'Y3JlZGVudGlhbA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal'] },
};

beforeEach(() => {
  browser.startAuthentication.mockResolvedValue(assertion);
  browser.startRegistration.mockResolvedValue(attestation);
});
afterEach(() => sessionStore.signedOut());

function renderLogin() {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage audience="user" />} />
      <Route path="/home" element={<p>Home page</p>} />
    </Routes>,
    { initialPath: '/login' },
  );
}

describe('signing in with a passkey', () => {
  it('signs in with the passkey alone, accepting the terms as the password does', async () => {
    const api = stubApi({
      'POST /api/auth/passkey/options': reply(200, { challenge: 'c2lnbi1pbg', rpId: 'localhost' }),
      'POST /api/auth/passkey': reply(200, { user: erin, token: 'token-1' }),
    });
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(browser.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'c2lnbi1pbg', rpId: 'localhost' },
    });
    expect(api.callsTo('POST /api/auth/passkey')[0]?.body).toEqual({
      response: assertion,
      stayLoggedIn: false,
      termsVersion: '1.0.0',
      privacyVersion: '1.0.0',
    });
  });

  it('says so when the prompt was closed, and when the server refuses the passkey', async () => {
    const api = stubApi({
      'POST /api/auth/passkey/options': reply(200, { challenge: 'c2lnbi1pbg' }),
      'POST /api/auth/passkey': reply(400, {
        message: 'The passkey could not be verified.',
        code: sessionProblems.passkeyNotVerified.code,
      }),
    });
    browser.startAuthentication.mockRejectedValueOnce(new Error('NotAllowedError'));
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(/No passkey was used/)).toBeVisible();
    expect(api.callsTo('POST /api/auth/passkey')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(/could not be verified/)).toBeVisible();
    expect(sessionStore.get().status).not.toBe('user');
  });
});

describe('a passkey as the second step', () => {
  it('answers the password’s challenge with the person’s passkey', async () => {
    const api = stubApi({
      'POST /api/auth/login': reply(200, { secondFactor: 'verify', challenge: 'challenge-1' }),
      'POST /api/auth/second-factor/passkey/options': reply(200, { challenge: 'c2Vjb25k' }),
      'POST /api/auth/second-factor/passkey': reply(200, { user: erin, token: 'token-1' }),
    });
    renderLogin();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'erin@acme.example');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(api.callsTo('POST /api/auth/second-factor/passkey/options')[0]?.body).toEqual({
      challenge: 'challenge-1',
    });
    expect(api.callsTo('POST /api/auth/second-factor/passkey')[0]?.body).toEqual({
      challenge: 'challenge-1',
      response: assertion,
    });
  });
});

describe('a passkey at a sign-in made to set a factor up', () => {
  it('adds a named passkey instead of the app, shows the recovery codes, then signs in', async () => {
    const api = stubApi({
      'POST /api/auth/login': reply(200, { secondFactor: 'enrol', challenge: 'challenge-2' }),
      'POST /api/auth/second-factor/enrolment': reply(200, {
        secret: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/Facet:erin',
        qrCode: 'data:image/png;base64,iVBORw0KGgo=',
      }),
      'POST /api/auth/second-factor/enrolment/passkey/options': reply(200, {
        challenge: 'ZW5yb2w',
      }),
      'POST /api/auth/second-factor/enrolment/passkey': reply(200, {
        user: erin,
        token: 'token-2',
        recoveryCodes: sampleRecoveryCodes,
      }),
    });
    renderLogin();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'erin@acme.example');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.type(await screen.findByLabelText(/^Name of the new passkey/), 'Office key');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await userEvent.click(await screen.findByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(api.callsTo('POST /api/auth/second-factor/enrolment/passkey')[0]?.body).toEqual({
      challenge: 'challenge-2',
      name: 'Office key',
      response: attestation,
    });
  });
});

describe('the Security tab’s passkeys', () => {
  it('adds a named passkey, shows the first factor’s recovery codes, and removes it', async () => {
    const none = { factors: [], recoveryCodesLeft: 0, required: false };
    const one = {
      factors: [
        {
          id: 7,
          kind: 'passkey',
          name: 'Work laptop',
          createdAt: '2026-11-30T09:00:00Z',
          lastUsedAt: null,
        },
      ],
      recoveryCodesLeft: 10,
      required: false,
    };
    const api = stubApi({
      'GET /api/auth/second-factors': reply(200, none),
      'POST /api/auth/second-factors/passkeys/options': reply(200, { challenge: 'cmVnaXN0ZXI' }),
      'POST /api/auth/second-factors/passkeys': reply(200, {
        id: 7,
        recoveryCodes: sampleRecoveryCodes,
      }),
      'POST /api/auth/second-factors/passkeys/7/remove': reply(204),
    });
    renderWithProviders(<SecurityPanel audience="user" />);
    expect(await screen.findByText('You have no passkeys yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('This field is required.')).toBeVisible();
    expect(browser.startRegistration).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/^Name of the new passkey/), 'Work laptop');
    api.answer('GET /api/auth/second-factors', reply(200, one));
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await userEvent.click(await screen.findByRole('button', { name: 'I have saved them' }));
    expect(api.callsTo('POST /api/auth/second-factors/passkeys')[0]?.body).toEqual({
      name: 'Work laptop',
      response: attestation,
    });
    expect(await screen.findByText('Work laptop')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Work laptop' }));
    await userEvent.type(screen.getByLabelText('Or your password'), 'Secret123');
    api.answer('GET /api/auth/second-factors', reply(200, none));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The passkey was removed.')).toBeVisible();
    expect(api.callsTo('POST /api/auth/second-factors/passkeys/7/remove')[0]?.body).toEqual({
      password: 'Secret123',
    });
  });
});
