import type { CompanyRole, InvitationStatus, Language, LicenceState } from '@facet/platform-kernel';
import type { LicenceCounts } from './company-rules';

/** What the company calls answer (spec/product.md §3 Company, Employee, Invitation). */
export interface CompanyRecord {
  company_id: number;
  name: string;
  email: string;
  /** The first administrator's name and e-mail; null only for a company left without one. */
  administrator: string | null;
  adminEmail: string | null;
  employees: number;
  /** Licences the company has not spent yet: available, assigned and held by invitations. */
  licences: number;
  /** Licences granted to members and not yet used by an assessment (`licenceCounts.assigned`). */
  grantedLicences: number;
  /** Licences free to assign or to hold by an invitation (`licenceCounts.available`). */
  availableLicences: number;
  /** Every licence the company bought, in the one vocabulary (docs/decisions.md D61). */
  licenceCounts: LicenceCounts;
  /** Its admins and managers must hold a second factor to sign in (D98). */
  requireSecondFactor: boolean;
  /** The caller's own role, so the panel offers only what the server will allow. */
  viewerRole?: CompanyRole | 'platformAdmin';
}

export interface EmployeeRecord {
  name: string;
  email: string;
  role: CompanyRole;
  licence_state: LicenceState;
  /** Whether they finished an assessment in the company: a licence state of no then reads "Used". */
  hasFinished: boolean;
  joined_at: string;
}

export interface InvitationRecord {
  invitation_id: number;
  company_id: number;
  /** The company's e-mail (spec: "host (company email)"). */
  host: string;
  /** Who sent it. */
  hostName: string | null;
  guest: string;
  role: CompanyRole;
  lang: Language;
  status: InvitationStatus;
  date: string;
  expires_at: string;
  accepted_at: string | null;
  /** Whether it holds a licence while pending and assigns it on acceptance (D61). */
  assignLicense: boolean;
  /** The position accepting it applies to (D95), or null. */
  position_id: number | null;
  /** Reminders sent about it (issue 22), and when the last went. */
  reminders: number;
  last_reminded_at: string | null;
}

export interface CompanyAnswer {
  company: CompanyRecord;
}
export interface EmployeeListAnswer {
  employees: EmployeeRecord[];
  page: number;
  totalPages: number;
  total: number;
}
export interface EmployeeAnswer {
  employee: EmployeeRecord;
}
export interface InvitationListAnswer {
  invitation: InvitationRecord[];
  page: number;
  totalPages: number;
  total: number;
}
export interface InviteAnswer {
  invitation: InvitationRecord;
  message: string;
}
export interface CompanyChangeAnswer {
  company_id: number;
  companyName: string;
  role: CompanyRole;
  message: string;
}
