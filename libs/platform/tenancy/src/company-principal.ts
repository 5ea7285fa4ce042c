import { userIdOf } from '@facet/platform-http';
import { actingRoles, type ActingRole } from '@facet/platform-kernel';
import type { Request } from '@hapi/hapi';

/**
 * Who calls a company service. A member acts on the company of their own membership, read fresh
 * in the service's transaction, with at least the role the route declares; a platform admin (the
 * /admin-companies mounts) names the company. Nothing else can choose the company, so a request's
 * `company_id` never reaches a member's query.
 */
export type CompanyPrincipal =
  | { kind: 'user'; userId: number; actsAs: ActingRole }
  | { kind: 'admin'; adminId: number; companyId: number };

/** The stricter of two acting roles: an administrator also satisfies a manager's calls. */
function stricterRole(declared: ActingRole, hinted: ActingRole | undefined): ActingRole {
  return hinted === 'admin' ? 'admin' : declared;
}

function hintedRole(request: Request): ActingRole | undefined {
  const { role } = request.query as { role?: unknown };
  return actingRoles.find((known) => known === role);
}

/**
 * The principal of a member's company route. The route declares the role it acts as; the
 * `?role` api.md has the browser send is only a hint that must agree: `?role=admin` makes the
 * call need an administrator, `?role=manager` never lowers what the route declares.
 */
export function companyMember(actsAs: ActingRole): (request: Request) => CompanyPrincipal {
  return (request) => ({
    kind: 'user',
    userId: userIdOf(request),
    actsAs: stricterRole(actsAs, hintedRole(request)),
  });
}

/** A platform admin acting on the company the request names (DESIGN §2). */
export function platformAdminOn(adminId: number, companyId: number): CompanyPrincipal {
  return { kind: 'admin', adminId, companyId };
}
