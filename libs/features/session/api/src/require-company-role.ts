import { userIdOf } from '@facet/platform-http';
import { roleSatisfies, type ActingRole, type CompanyRole } from '@facet/platform-kernel';
import Boom from '@hapi/boom';
import type { Request } from '@hapi/hapi';

export interface CompanyMember {
  userId: number;
  companyId: number;
  role: CompanyRole;
}

/**
 * The acting user's company and role, read fresh from the database on every call, so a role
 * changed a minute ago counts now. Throws 403 unless the role satisfies `required`. Services
 * take the company from here, never from what the request says (DESIGN §2).
 */
export async function requireCompanyRole(
  request: Request,
  required: ActingRole,
): Promise<CompanyMember> {
  const userId = userIdOf(request);
  const membership = await request.server.app
    .database('memberships')
    .where({ user_id: userId })
    .first<{ company_id: number; role: CompanyRole } | undefined>('company_id', 'role');
  if (!membership || !roleSatisfies(membership.role, required)) {
    throw Boom.forbidden(`This needs the ${required} role in your company.`);
  }
  return { userId, companyId: membership.company_id, role: membership.role };
}
