import { userIdOf, problem } from '@facet/platform-http';
import {
  roleSatisfies,
  accessProblems,
  type ActingRole,
  type CompanyRole,
} from '@facet/platform-kernel';
import type { Request } from '@hapi/hapi';
import type { CompanyMembershipOf } from './session-options';

export interface CompanyMember {
  userId: number;
  companyId: number;
  role: CompanyRole;
}

/**
 * The acting user's company and role, read fresh from the database on every call (by the
 * company feature's `membershipOf`), so a role changed a minute ago counts now. Throws 403 unless the role satisfies `required`. Services
 * take the company from here, never from what the request says (DESIGN §2).
 */
export async function requireCompanyRole(
  request: Request,
  membershipOf: CompanyMembershipOf,
  required: ActingRole,
): Promise<CompanyMember> {
  const userId = userIdOf(request);
  const membership = await membershipOf(request.server.app.database, userId);
  if (!membership || !roleSatisfies(membership.role, required)) {
    throw problem(accessProblems.roleRequired, { role: required });
  }
  return { userId, ...membership };
}
