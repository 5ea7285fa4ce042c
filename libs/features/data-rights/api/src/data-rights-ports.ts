import type { CompanyRole, Language } from '@facet/platform-kernel';
import type { Knex } from 'knex';

/** What a rectification may change of a person's account or of a company. */
export interface RectificationPatch {
  name?: string;
  email?: string;
}

/**
 * What data-rights requests need of the features that own the data they act on, passed in the
 * plugin's options by the app (D84): this feature imports neither. Session owns accounts and the
 * platform administrators, company the memberships and companies.
 */
export interface DataRightsPorts {
  /** The person's membership with their company's e-mail; undefined when they belong to none. */
  membershipWithCompany: (
    transaction: Knex.Transaction,
    userId: number,
  ) => Promise<{ company_id: number; company_email: string; role: CompanyRole } | undefined>;
  rectifyUser: (
    transaction: Knex.Transaction,
    userId: number,
    patch: RectificationPatch,
  ) => Promise<void>;
  rectifyCompany: (
    transaction: Knex.Transaction,
    companyId: number,
    patch: RectificationPatch,
  ) => Promise<void>;
  /** The platform administrators who asked to hear of new requests. */
  notifiedPlatformAdmins: (
    transaction: Knex.Transaction,
  ) => Promise<{ email: string; lang: Language }[]>;
}
