import { problem } from '@facet/platform-http';
import type { CompanyMembershipOf, RefusePasswordSignIn } from '@facet/session-api';
import { accessProblems } from '@facet/platform-kernel';
import { providerOfCompany } from './providers';

/**
 * The session's check before a password signs a user in: a member of a company that requires
 * single sign-on is told to use it (403 access.single_sign_on_required). Platform admins are another principal,
 * never checked here, so they still sign in to help (D99).
 */
export function refusePasswordSignInUnderSso(
  companyMembershipOf: CompanyMembershipOf,
): RefusePasswordSignIn {
  return async (database, userId) => {
    const membership = await companyMembershipOf(database, userId);
    if (!membership) return;
    const provider = await providerOfCompany(database, membership.companyId);
    if (provider?.requireSso) throw problem(accessProblems.singleSignOnRequired);
  };
}
