import { currentPrivacyVersion, currentTermsVersion } from '@facet/session-domain';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RegisterPage } from './RegisterPage';

function renderRegister() {
  renderWithProviders(
    <Routes>
      <Route path="/register/:token" element={<RegisterPage />} />
    </Routes>,
    { initialPath: '/register/link-token' },
  );
}

async function register() {
  await userEvent.type(screen.getByLabelText('Name'), 'Erin Employee');
  await userEvent.type(screen.getByLabelText('New password'), 'Tangerine-Harbor-42');
  await userEvent.type(screen.getByLabelText('Confirm the new password'), 'Tangerine-Harbor-42');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('RegisterPage', () => {
  it("creates the account from the link's token, accepting the current terms", async () => {
    const api = stubApi({
      'POST /api/auth/employee-register': reply(201, { message: 'Account created' }),
    });
    renderRegister();
    await register();
    expect(await screen.findByText('Your account is ready. Please sign in.')).toBeVisible();
    expect(api.callsTo('POST /api/auth/employee-register')[0]?.body).toEqual({
      token: 'link-token',
      name: 'Erin Employee',
      password: 'Tangerine-Harbor-42',
      termsVersion: currentTermsVersion,
      privacyVersion: currentPrivacyVersion,
    });
  });

  it('says the link has expired (410)', async () => {
    stubApi({ 'POST /api/auth/employee-register': reply(410, { message: 'Link expired' }) });
    renderRegister();
    await register();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This registration link has expired. Ask the person who sent it for a new one.',
    );
  });
});
