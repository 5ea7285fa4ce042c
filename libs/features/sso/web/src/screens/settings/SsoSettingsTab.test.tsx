import { actingAsPlatformAdmin } from '@facet/platform-api-client';
import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import { ssoProblems } from '@facet/sso-domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configuredSettings, notSetUp, sampleRedirectUri } from '../../story-fixtures';
import { SsoSettingsTab } from './SsoSettingsTab';

const ssoApi = {
  'GET /api/sso/provider': reply(200, notSetUp),
  'PUT /api/sso/provider': reply(200, configuredSettings),
  'GET /api/admin-companies/provider': reply(200, configuredSettings),
  'PUT /api/admin-companies/provider': reply(200, configuredSettings),
} satisfies ApiRoutes;

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('the Single sign-on tab', () => {
  it('shows the redirect URI to register and that nothing is set up yet', async () => {
    stubApi(ssoApi);
    renderWithProviders(<SsoSettingsTab />);
    expect(await screen.findByText(sampleRedirectUri)).toBeVisible();
    expect(screen.getByText(/not set up yet/)).toBeVisible();
  });

  it('flags each wrong field and sends nothing until they are right', async () => {
    const api = stubApi(ssoApi);
    renderWithProviders(<SsoSettingsTab />);
    await screen.findByText(sampleRedirectUri);
    await userEvent.type(field(/^Issuer/), 'login.example');
    await userEvent.type(field(/^E-mail domains/), 'acme');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter the https:// address of the issuer.')).toBeVisible();
    expect(screen.getByText('Enter the client ID your provider gave Facet.')).toBeVisible();
    expect(screen.getByText(/Enter the client secret \(at most/)).toBeVisible();
    expect(screen.getByText('Enter one to twenty domains such as acme.com.')).toBeVisible();
    expect(api.callsTo('PUT /api/sso/provider')).toHaveLength(0);
  });

  it('saves the provider with its domains and says so', async () => {
    const api = stubApi(ssoApi);
    renderWithProviders(<SsoSettingsTab />);
    await screen.findByText(sampleRedirectUri);
    await userEvent.type(field(/^Issuer/), 'https://idp.acme.example');
    await userEvent.type(field(/^Client ID/), 'facet');
    await userEvent.type(field(/^Client secret/), 's3cret');
    await userEvent.type(field(/^E-mail domains/), 'acme.example, ACME.es');
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The single sign-on settings are saved.')).toBeVisible();
    expect(api.callsTo('PUT /api/sso/provider')[0]?.body).toEqual({
      issuer: 'https://idp.acme.example',
      clientId: 'facet',
      clientSecret: 's3cret',
      domains: ['acme.example', 'acme.es'],
      requireSso: true,
    });
  });

  it('keeps a stored secret when left empty, and says a refusal in words', async () => {
    const api = stubApi(ssoApi, {
      'GET /api/sso/provider': reply(200, configuredSettings),
      'PUT /api/sso/provider': reply(409, {
        statusCode: 409,
        code: ssoProblems.domainTaken.code,
        message: ssoProblems.domainTaken.message,
      }),
    });
    renderWithProviders(<SsoSettingsTab />);
    expect(await screen.findByText(/A secret is stored and never shown again/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Another company already signs in people of one of these domains.'),
    ).toBeVisible();
    expect(api.callsTo('PUT /api/sso/provider')[0]?.body).toMatchObject({ clientSecret: '' });
  });

  it('reads and saves, in the back office, the settings of the company it opened', async () => {
    const api = stubApi(ssoApi);
    renderWithProviders(<SsoSettingsTab acting={actingAsPlatformAdmin(7)} />);
    expect(await screen.findByText(/A secret is stored and never shown again/)).toBeVisible();
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The single sign-on settings are saved.')).toBeVisible();
    const [read] = api.callsTo('GET /api/admin-companies/provider');
    expect(read?.query.get('company_id')).toBe('7');
    expect(api.callsTo('PUT /api/admin-companies/provider')[0]?.body).toMatchObject({
      requireSso: true,
      clientSecret: '',
    });
    expect(api.callsTo('GET /api/sso/provider')).toHaveLength(0);
  });
});
