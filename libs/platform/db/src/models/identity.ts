import { Model } from 'objection';
import { TimestampedModel } from './base-model';

export const companyRoles = ['admin', 'manager', 'employee', 'candidate'] as const;
export type CompanyRole = (typeof companyRoles)[number];

export const licenceStates = ['yes', 'no', 'inProgress'] as const;
export type LicenceState = (typeof licenceStates)[number];

export class User extends TimestampedModel {
  static override tableName = 'users';
  id!: number;
  email!: string;
  name!: string;
  password_hash!: string | null;
  lang!: 'en' | 'es' | 'pt';
  terms_version!: string | null;
  privacy_version!: string | null;
  terms_accepted_at!: string | null;
  created_at!: string;
  membership?: Membership | null;

  static override get relationMappings() {
    return {
      membership: {
        relation: Model.HasOneRelation,
        modelClass: Membership,
        join: { from: 'users.id', to: 'memberships.user_id' },
      },
    };
  }
}

export class Company extends TimestampedModel {
  static override tableName = 'companies';
  id!: number;
  name!: string;
  email!: string;
  licences!: number;
  created_at!: string;
}

export class Membership extends Model {
  static override tableName = 'memberships';
  static override idColumn = 'user_id';
  user_id!: number;
  company_id!: number;
  role!: CompanyRole;
  licence_state!: LicenceState;
  joined_at!: string;
  company?: Company;
  user?: User;

  static override get relationMappings() {
    return {
      company: {
        relation: Model.BelongsToOneRelation,
        modelClass: Company,
        join: { from: 'memberships.company_id', to: 'companies.id' },
      },
      user: {
        relation: Model.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'memberships.user_id', to: 'users.id' },
      },
    };
  }
}

export class PlatformAdmin extends TimestampedModel {
  static override tableName = 'platform_admins';
  id!: number;
  email!: string;
  name!: string;
  password_hash!: string | null;
  lang!: 'en' | 'es' | 'pt';
  notifications!: boolean;
  created_at!: string;
}

export class AuditLogEntry extends Model {
  static override tableName = 'audit_log';
  id!: number;
  actor_kind!: 'user' | 'admin' | 'system';
  actor_id!: number | null;
  action!: string;
  company_id!: number | null;
  target!: string | null;
  details!: Record<string, unknown>;
  created_at!: string;
}
