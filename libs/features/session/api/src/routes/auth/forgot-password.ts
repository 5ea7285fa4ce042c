import type { ServerRoute } from '@hapi/hapi';
import type { SessionSettings } from '../../session-options';
import { forgotPasswordRoute } from '../password-routes';

/** POST /api/auth/forgot-password {email, lang}. */
export const userForgotPasswordRoute = (settings: SessionSettings): ServerRoute =>
  forgotPasswordRoute(settings, 'user', '/api/auth/forgot-password');
