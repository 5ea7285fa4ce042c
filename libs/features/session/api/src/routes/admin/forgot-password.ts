import type { ServerRoute } from '@hapi/hapi';
import type { SessionSettings } from '../../session-options';
import { forgotPasswordRoute } from '../password-routes';

/** POST /api/admin/forgot-password {email, lang}. */
export const adminForgotPasswordRoute = (settings: SessionSettings): ServerRoute =>
  forgotPasswordRoute(settings, 'admin', '/api/admin/forgot-password');
