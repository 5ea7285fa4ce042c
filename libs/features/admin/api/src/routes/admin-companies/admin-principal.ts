import {type CompanyPrincipal} from '@facet/platform-tenancy';

/** A platform admin acting on the company the request names (DESIGN §2). */
export function adminPrincipal(adminId: number, companyId: number): CompanyPrincipal {
  return { kind: 'admin', adminId, companyId };
}
