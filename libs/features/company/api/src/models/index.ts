import type { CompanyRole, InvitationStatus, Language, LicenceState } from '@facet/platform-kernel';
import { Model } from 'objection';
// The tables' knex declarations come with the models, so every program that reads them types them.
import type {} from './tables';

/**
 * The company feature's tables as Objection models: their row types, and the entry point of the
 * company services that write them (the only writers, tools/workspace-checks table-owners.ts).
 */
export class Company extends Model {
  static override tableName = 'companies';
  id!: number;
  name!: string;
  email!: string;
  licences!: number;
  licences_used!: number;
  /** Its admins and managers must hold a second factor to sign in (D98). */
  require_second_factor!: boolean;
  created_at!: Date;
  updated_at!: Date;
}

/** A person's place in a company: one at a time, so the user id is its key. */
export class Membership extends Model {
  static override tableName = 'memberships';
  static override idColumn = 'user_id';
  user_id!: number;
  company_id!: number;
  role!: CompanyRole;
  licence_state!: LicenceState;
  joined_at!: Date;
}

export class Invitation extends Model {
  static override tableName = 'invitations';
  id!: number;
  company_id!: number;
  host_user_id!: number | null;
  guest_email!: string;
  role!: CompanyRole;
  lang!: Language;
  status!: InvitationStatus;
  one_time_token_id!: number | null;
  assign_licence!: boolean;
  position_id!: number | null;
  from_file!: boolean;
  created_at!: Date;
  expires_at!: Date;
  accepted_at!: Date | null;
  cancelled_at!: Date | null;
}
