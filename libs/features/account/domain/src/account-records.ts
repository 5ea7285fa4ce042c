/** Roles of a company member; 'undefined' is the spec's value for a person with no company. */
export const accountRoles = ['admin', 'manager', 'employee', 'candidate', 'undefined'] as const;
export type AccountRole = (typeof accountRoles)[number];

/** Licence states (spec/product.md §3); 'undefined' when the person belongs to no company. */
export const accountLicenceStates = ['yes', 'no', 'inProgress', 'undefined'] as const;
export type AccountLicenceState = (typeof accountLicenceStates)[number];

/** What GET /user/me and PATCH /user/update-profile answer: the signed-in person's own record. */
export interface AccountProfile {
  name: string;
  email: string;
  role: AccountRole;
  /** The company's name, or null without one. */
  company: string | null;
  licenceState: AccountLicenceState;
}

/** PATCH /user/leave-company: what is left of the record once the person left. */
export interface LeaveCompanyAnswer {
  message: string;
  user: AccountProfile;
}

/**
 * Messages the server answers for leave-company's own refusals (spec/api.md §8: 400). The 409 of
 * the sole administrator is the company's last-administrator rule, with its message.
 */
export const leaveCompanyRefusals = {
  notAMember: 'You are not a member of any company.',
} as const;
