import type { SsoSettingsAnswer } from '@facet/sso-domain';

export const sampleRedirectUri = 'https://facet.example/api/sso/callback';

/** Acme's provider, as an admin finds it once set up. */
export const configuredSettings: SsoSettingsAnswer = {
  settings: {
    issuer: 'https://login.microsoftonline.com/6f1d2c1e-acme/v2.0',
    clientId: '0c7e3a52-4f1b-4b8e-9d51-facet',
    domains: ['acme.example', 'acme.es'],
    requireSso: false,
    hasClientSecret: true,
  },
  redirectUri: sampleRedirectUri,
};

/** A company whose admin has not set a provider up yet. */
export const notSetUp: SsoSettingsAnswer = { settings: null, redirectUri: sampleRedirectUri };
