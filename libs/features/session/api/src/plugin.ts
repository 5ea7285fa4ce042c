import { registerAccessTokenStrategies } from '@facet/platform-http';
import type { Plugin } from '@hapi/hapi';
import { TokenStandingCache, trackTokenStandingCache } from './auth/access-token-revocation';
import { registerRefreshCookie } from './auth/refresh-cookie';
import { openUserSession } from './auth/session-answers';
import type { SignInUser } from './auth/sign-in-user';
import { adminForgotPasswordRoute } from './routes/admin/forgot-password';
import { adminLoginRoute } from './routes/admin/login';
import { adminSetPasswordRoute } from './routes/admin/set-password';
import { verifyAdminRoute } from './routes/admin/verify-admin';
import { changePasswordRoute } from './routes/auth/change-password';
import { employeeRegisterRoute } from './routes/auth/employee-register';
import { userForgotPasswordRoute } from './routes/auth/forgot-password';
import { loginRoute } from './routes/auth/login';
import { registerUserRoute } from './routes/auth/register';
import { registerContextRoute } from './routes/auth/register-context';
import { userSetPasswordRoute } from './routes/auth/set-password';
import { verifyRoleRoute } from './routes/auth/verify-role';
import { verifyUserRoute } from './routes/auth/verify-user';
import {
  accountSessionsRoute,
  endAccountSessionRoute,
  endOtherAccountSessionsRoute,
} from './routes/session/account-sessions';
import { passkeyAccountRoutes } from './routes/passkey/account-passkeys';
import { passkeySignInRoutes } from './routes/passkey/passkey-sign-in';
import { secondFactorAccountRoutes } from './routes/second-factor/account-factors';
import { secondFactorSignInRoutes } from './routes/second-factor/sign-in-steps';
import { logoutRoute } from './routes/session/logout';
import { refreshTokenRoute } from './routes/session/refresh-token';
import { acceptTermsRoute } from './routes/user/accept-terms';
import { settingsFrom, type SessionPluginOptions } from './session-options';

/**
 * Sessions and identity (DESIGN §3): registers the 'user' and 'admin' auth strategies of
 * platform-http, answering from its accounts whether a token still stands, the refresh cookie
 * and every session call. Register it before the features that name the strategies.
 */
export const sessionPlugin: Plugin<SessionPluginOptions | undefined> = {
  name: 'facet-session',
  register(server, options) {
    const settings = settingsFrom(options);
    const standings = new TokenStandingCache(server.app.database);
    const untrack = trackTokenStandingCache(standings);
    server.ext('onPostStop', () => {
      untrack();
    });
    registerAccessTokenStrategies(server, {
      secret: settings.jwtSecret,
      validity: standings,
    });
    registerRefreshCookie(server, settings.refreshCookie);
    const signIn: SignInUser = (request, h, userId) =>
      openUserSession(request, h, settings, userId, false);
    server.expose('signInUser', signIn);
    server.route([
      loginRoute(settings),
      logoutRoute(settings),
      refreshTokenRoute(settings),
      verifyUserRoute(settings),
      verifyRoleRoute(settings),
      userForgotPasswordRoute(settings),
      userSetPasswordRoute(),
      employeeRegisterRoute(settings),
      registerContextRoute(settings),
      changePasswordRoute(settings),
      accountSessionsRoute(settings),
      endAccountSessionRoute(settings),
      endOtherAccountSessionsRoute(settings),
      registerUserRoute(settings),
      acceptTermsRoute(settings),
      adminLoginRoute(settings),
      verifyAdminRoute(),
      adminForgotPasswordRoute(settings),
      adminSetPasswordRoute(),
      ...secondFactorSignInRoutes(settings),
      ...secondFactorAccountRoutes(settings),
      ...passkeySignInRoutes(settings),
      ...passkeyAccountRoutes(settings),
    ]);
  },
};
