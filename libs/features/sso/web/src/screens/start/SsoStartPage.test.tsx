import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { ssoProblems } from '@facet/sso-domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SsoStartPage } from './SsoStartPage';

describe('the single sign-on start page', () => {
  it('asks for a valid address before asking the server', async () => {
    const api = stubApi({ 'POST /api/sso/start': reply(200, { authorizationUrl: 'x' }) });
    renderWithProviders(<SsoStartPage />);
    await userEvent.type(screen.getByRole('textbox', { name: /Work e-mail/ }), 'erin@');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeVisible();
    expect(api.callsTo('POST /api/sso/start')).toHaveLength(0);
  });

  it('says when no company signs in the address through single sign-on', async () => {
    const api = stubApi({
      'POST /api/sso/start': reply(404, {
        statusCode: 404,
        code: ssoProblems.notConfigured.code,
        message: ssoProblems.notConfigured.message,
      }),
    });
    renderWithProviders(<SsoStartPage />);
    await userEvent.type(
      screen.getByRole('textbox', { name: /Work e-mail/ }),
      'Erin@Elsewhere.example',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(/Single sign-on is not set up for the domain of this address/),
    ).toBeVisible();
    expect(api.callsTo('POST /api/sso/start')[0]?.body).toEqual({
      email: 'erin@elsewhere.example',
      termsVersion: '1.0.0',
      privacyVersion: '1.0.0',
    });
  });
});
