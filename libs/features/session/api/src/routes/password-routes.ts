import { clientAddress, type PrincipalKind, zodValidator } from '@facet/platform-http';
import { forgotPasswordSchema, setPasswordSchema } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
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
  return {
    method: 'POST',
    path,
    options: { auth: false, validate: { payload: zodValidator(forgotPasswordSchema) } },
    handler: async (request) => {
      const { email, lang } = request.payload as z.output<typeof forgotPasswordSchema>;
      await requestPasswordReset(
        request.server.app.database,
        settings,
        kind,
        { email, lang, address: clientAddress(request) },
        (error) => request.log(['error'], { err: error, message: 'A reset link was not written' }),
      );
      return { message: resetLinkSentMessage };
    },
  };
}

/** PATCH …/set-password {token, password}: 200, 404 unknown link or account, 409 used or expired. */
export function setPasswordRoute(kind: PrincipalKind, path: string): ServerRoute {
  return {
    method: 'PATCH',
    path,
    options: { auth: false, validate: { payload: zodValidator(setPasswordSchema) } },
    handler: async (request) => {
      const reset = request.payload as z.output<typeof setPasswordSchema>;
      await resetPassword(request.server.app.database, kind, reset);
      return { message: 'Your new password is set. You can sign in with it now.' };
    },
  };
}
