import type { Plugin } from '@hapi/hapi';
import { readSettingsRoutes, saveSettingsRoutes } from './routes/settings';
import { callbackRoute, startRoute } from './routes/sign-in';
import { ssoSettingsFrom, type SsoPluginOptions } from './sso-options';

/**
 * Single sign-on per company through OpenID Connect (D99): a company admin's provider settings,
 * and sign-in through the provider, ending in a session opened as a password sign-in opens it.
 * Needs the session plugin first (its strategies, and its sign-in).
 */
export const ssoPlugin: Plugin<SsoPluginOptions> = {
  name: 'facet-sso',
  dependencies: ['facet-session'],
  register(server, options) {
    const settings = ssoSettingsFrom(options);
    // SameSite=Lax, not Strict: the provider sends the browser back with a cross-site
    // navigation, which must carry the cookie that names the sign-in it started.
    server.state(settings.transactionCookie.name, {
      path: '/api/sso',
      isHttpOnly: true,
      isSameSite: 'Lax',
      isSecure: settings.transactionCookie.isSecure,
      encoding: 'none',
      strictHeader: true,
      ignoreErrors: true,
      clearInvalid: true,
    });
    server.route([
      ...readSettingsRoutes(settings),
      ...saveSettingsRoutes(settings),
      startRoute(settings),
      callbackRoute(settings),
    ]);
  },
};
