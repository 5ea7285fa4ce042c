import { LanguageProvider } from '@facet/platform-i18n-react';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from './ForgotPasswordPage';

/** The page asks the link in the language the person reads it in. */
function renderForgotPassword(audience: 'user' | 'admin') {
  renderWithProviders(
    <LanguageProvider initialLanguage="en">
      <ForgotPasswordPage audience={audience} />
    </LanguageProvider>,
  );
}

async function askForLink(email: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
}

describe('ForgotPasswordPage', () => {
  it.each([
    ['user', 'POST /api/auth/forgot-password'],
    ['admin', 'POST /api/admin/forgot-password'],
  ] as const)('asks the %s reset link in the page language', async (audience, route) => {
    const api = stubApi({ [route]: reply(200, { message: 'sent' }) });
    renderForgotPassword(audience);
    await askForLink('erin@acme.example');
    expect(await screen.findByText(/a link is on its way/)).toBeVisible();
    expect(api.callsTo(route)[0]?.body).toEqual({ email: 'erin@acme.example', lang: 'en' });
  });

  it('says when the server is unavailable', async () => {
    stubApi({ 'POST /api/auth/forgot-password': reply(503, {}) });
    renderForgotPassword('user');
    await askForLink('erin@acme.example');
    expect(await screen.findByRole('alert')).toHaveTextContent('We cannot reach Facet right now.');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  });
});
