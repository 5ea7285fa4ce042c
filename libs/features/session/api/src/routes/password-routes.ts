import { clientAddress, defineRoute, type PrincipalKind } from '@facet/platform-http';
import { forgotPasswordSchema, setPasswordSchema } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import {
  requestPasswordReset,
  resetLinkSentMessage,
  resetPassword,
} from '../services/password-reset';
import type { SessionSettings } from '../session-options';

/**
 * POST …/forgot-password {email, lang}: always 200 with the same message (429 when rate limited);
 * the link goes by e-mail only to an address that has an account.
 */
export function forgotPasswordRoute(
  settings: SessionSettings,
  kind: PrincipalKind,
  path: string,
): ServerRoute {
  return defineRoute({
    method: 'POST',
    path,
    options: { auth: false },
    validate: { payload: forgotPasswordSchema },
    handler: async ({ payload: { email, lang }, request }) => {
      await requestPasswordReset(
        request.server.app.database,
        settings,
        kind,
        { email, lang, address: clientAddress(request) },
        (error) => request.log(['error'], { err: error, message: 'A reset link was not written' }),
      );
      return { message: resetLinkSentMessage };
    },
  });
}

/** PATCH …/set-password {token, password}: 200, 404 unknown link or account, 409 used or expired. */
export function setPasswordRoute(kind: PrincipalKind, path: string): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path,
    options: { auth: false },
    validate: { payload: setPasswordSchema },
    handler: async ({ payload: reset, request }) => {
      await resetPassword(request.server.app.database, kind, reset);
      return { message: 'Your new password is set. You can sign in with it now.' };
    },
  });
}
