import type { CompanyRole, LicenceState } from '@facet/platform-kernel';

/** A company member's role; 'undefined' is the spec's value for a person with no company. */
export type AccountRole = CompanyRole | 'undefined';

/** A member's licence state; 'undefined' when the person belongs to no company (spec §3). */
export type AccountLicenceState = LicenceState | 'undefined';

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
