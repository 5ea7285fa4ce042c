import type { CompanyRole } from '@facet/platform-kernel';

/** Invitations are valid for 7 days (DESIGN §3). */
export const invitationValidSeconds = 7 * 24 * 60 * 60;
/** The same address cannot be invited again by the same company within one hour (spec §9). */
export const reinviteWaitSeconds = 60 * 60;

/** Managers may invite anyone but an administrator; only a company admin makes another admin. */
export function mayInviteWithRole(inviterRole: CompanyRole | 'platformAdmin', role: CompanyRole) {
  return role !== 'admin' || inviterRole === 'admin' || inviterRole === 'platformAdmin';
}

/**
 * Licences not yet spoken for: the company's count minus the grants not yet used by an
 * assessment (a launch consumes one licence and moves the grant to inProgress).
 */
export function availableLicences(company: { licences: number; grantedLicences: number }) {
  return Math.max(0, company.licences - company.grantedLicences);
}

/**
 * What needs a company admin (edit the company, change roles, release people, cancel
 * invitations) is also open to a platform admin acting for the company.
 */
export function actsAsCompanyAdmin(viewerRole: CompanyRole | 'platformAdmin' | undefined) {
  return viewerRole === 'admin' || viewerRole === 'platformAdmin';
}
