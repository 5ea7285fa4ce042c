import type { CompanyPrincipal } from '@facet/company-api';
import { userIdOf } from '@facet/platform-http';
import type { Request } from '@hapi/hapi';

/** The signed-in user; the services act on the company of their membership, as its admin. */
export function userPrincipal(request: Request): CompanyPrincipal {
  return { kind: 'user', userId: userIdOf(request) };
}
