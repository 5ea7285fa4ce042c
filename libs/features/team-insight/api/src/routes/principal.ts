import type { CompanyPrincipal } from '@facet/company-api';
import { userIdOf } from '@facet/platform-http';
import type { Request } from '@hapi/hapi';

/** The signed-in user as a company principal; the service finds their company itself. */
export function userPrincipal(request: Request): CompanyPrincipal {
  return { kind: 'user', userId: userIdOf(request) };
}
