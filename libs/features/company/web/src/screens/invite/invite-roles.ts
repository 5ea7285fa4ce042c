import type { CompanyRole } from '@facet/platform-kernel';

/** The roles an invitation offers, in the order the invite dialog lists them. */
export const inviteRoles: readonly CompanyRole[] = ['employee', 'candidate', 'manager', 'admin'];
