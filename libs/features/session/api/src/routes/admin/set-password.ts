import type { ServerRoute } from '@hapi/hapi';
import { setPasswordRoute } from '../password-routes';

/** PATCH /api/admin/set-password {token, password}. */
export const adminSetPasswordRoute = (): ServerRoute =>
  setPasswordRoute('admin', '/api/admin/set-password');
