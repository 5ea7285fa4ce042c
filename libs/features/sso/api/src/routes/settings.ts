import { companyRoutes } from '@facet/platform-tenancy';
import { ssoSettingsSchema, type SsoSettingsAnswer } from '@facet/sso-domain';
import type { ServerRoute } from '@hapi/hapi';
import { readSsoSettings, saveSsoSettings } from '../services/providers';
import type { SsoSettings } from '../sso-options';

/**
 * GET /api/sso/provider: the company's identity provider (null before one is set up) and the
 * redirect URI to register with it; for its admins, and for a platform admin at
 * /api/admin-companies/provider?company_id.
 */
export function readSettingsRoutes(settings: SsoSettings): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/sso/provider',
    actsAs: 'admin',
    platformAdmin: { path: '/api/admin-companies/provider', companyIdIn: 'query' },
    handler: async ({ principal, database, h }) => {
      const answer: SsoSettingsAnswer = {
        settings: await readSsoSettings(database, principal),
        redirectUri: settings.redirectUri,
      };
      return h.response(answer).header('cache-control', 'no-store');
    },
  });
}

/**
 * PUT /api/sso/provider {issuer, clientId, clientSecret, domains, requireSso}: 200 the stored
 * settings; 400 invalid fields or no secret the first time, 409 a domain of another company,
 * 422 no OpenID Connect provider at the issuer. The same for a platform admin.
 */
export function saveSettingsRoutes(settings: SsoSettings): ServerRoute[] {
  return companyRoutes({
    method: 'PUT',
    path: '/api/sso/provider',
    actsAs: 'admin',
    validate: { payload: ssoSettingsSchema },
    platformAdmin: { path: '/api/admin-companies/provider', companyIdIn: 'query' },
    handler: async ({ principal, payload, database }): Promise<SsoSettingsAnswer> => ({
      settings: await saveSsoSettings(database, principal, payload, settings),
      redirectUri: settings.redirectUri,
    }),
  });
}
