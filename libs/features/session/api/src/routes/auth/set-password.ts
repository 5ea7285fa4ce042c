import type { ServerRoute } from '@hapi/hapi';
import { setPasswordRoute } from '../password-routes';

/** PATCH /api/auth/set-password {token, password}. */
export const userSetPasswordRoute = (): ServerRoute =>
  setPasswordRoute('user', '/api/auth/set-password');
