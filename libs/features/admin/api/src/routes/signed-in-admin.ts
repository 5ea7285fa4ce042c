import { adminIdOf } from '@facet/platform-http';
import type { Request } from '@hapi/hapi';
import { assertAdminExists } from '../services/admin-audit';

/**
 * The principal of a back-office route (behind the 'admin' strategy, so a user token is refused
 * with 401): the signed-in admin's id, once the admin is known to still exist.
 */
export async function signedInAdmin(request: Request): Promise<number> {
  const adminId = adminIdOf(request);
  await assertAdminExists(request.server.app.database, adminId);
  return adminId;
}
