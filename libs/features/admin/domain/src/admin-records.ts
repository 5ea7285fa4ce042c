import type { LicenceCounts } from '@facet/company-domain';
import type { CompanyRole, Language, LicenceState } from '@facet/platform-kernel';

/** A user as the back office lists them. */
export interface AdminUserRecord {
  user_id: number;
  name: string;
  email: string;
  lang: Language;
  /** Their company role, or null without a company. */
  role: CompanyRole | null;
  company_id: number | null;
  companyName: string | null;
  licence_state: LicenceState | null;
  created_at: string;
}

/** A company as the back office lists them (spec/product.md §3 Company). */
export interface AdminCompanyRecord {
  company_id: number;
  name: string;
  email: string;
  administrator: string | null;
  adminEmail: string | null;
  employees: number;
  /** Licences it has not spent yet (spec/api.md); the screens show `licenceCounts`. */
  licences: number;
  /** Every licence it bought, in the one vocabulary (docs/decisions.md D61, D71). */
  licenceCounts: LicenceCounts;
  created_at: string;
}

/** A platform administrator (spec/api.md §3: petroAdmins). */
export interface PlatformAdminRecord {
  petroAdmin_id: number;
  name: string;
  email: string;
  notifications: boolean;
}

export interface AdminUserListAnswer {
  users: AdminUserRecord[];
  page: number;
  totalPages: number;
  total: number;
}
export interface AdminUserSearchAnswer {
  users: AdminUserRecord[];
  page: number;
  totalPages: number;
  totalCount: number;
}
export interface AdminCompanyListAnswer {
  companies: AdminCompanyRecord[];
  page: number;
  totalPages: number;
  total: number;
}
export interface AdminCompanySearchAnswer {
  companies: AdminCompanyRecord[];
  page: number;
  totalPages: number;
  totalCount: number;
}
export interface PlatformAdminListAnswer {
  petroAdmins: PlatformAdminRecord[];
  page: number;
  totalPages: number;
  total: number;
}
export interface PlatformAdminSearchAnswer {
  petroAdmins: PlatformAdminRecord[];
  page: number;
  totalPages: number;
  totalCount: number;
}
export interface LicenceChangeAnswer {
  company_id: number;
  licences: number;
  message: string;
}
