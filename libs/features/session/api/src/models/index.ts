import type { Principal } from '@facet/platform-http';
import type { Language } from '@facet/platform-kernel';
import { Model } from 'objection';
import type { OneTimeTokenPurpose } from '../services/one-time-token-purposes';

/**
 * The session feature's tables as Objection models: the accounts, their sign-ins and their
 * single-use links. The session services are their only writers (tools/workspace-checks
 * table-owners.ts); other features call those services.
 */
export class User extends Model {
  static override tableName = 'users';
  id!: number;
  email!: string;
  name!: string;
  password_hash!: string | null;
  lang!: Language;
  terms_version!: string | null;
  privacy_version!: string | null;
  terms_accepted_at!: Date | null;
  tokens_valid_after!: Date | null;
  created_at!: Date;
  updated_at!: Date;
}

export class PlatformAdmin extends Model {
  static override tableName = 'platform_admins';
  id!: number;
  email!: string;
  name!: string;
  password_hash!: string | null;
  lang!: Language;
  notifications!: boolean;
  tokens_valid_after!: Date | null;
  created_at!: Date;
  updated_at!: Date;
}

export class RefreshToken extends Model {
  static override tableName = 'refresh_tokens';
  id!: number;
  family_id!: string;
  principal_kind!: Principal['kind'];
  principal_id!: number;
  token_hash!: string;
  persistent!: boolean;
  expires_at!: Date;
  used_at!: Date | null;
  revoked_at!: Date | null;
  created_at!: Date;
  browser!: string | null;
  operating_system!: string | null;
  network!: string | null;
}

export class OneTimeToken extends Model {
  static override tableName = 'one_time_tokens';
  id!: number;
  purpose!: OneTimeTokenPurpose;
  token_hash!: string;
  email!: string;
  company_id!: number | null;
  payload!: Record<string, unknown>;
  expires_at!: Date;
  used_at!: Date | null;
  created_at!: Date;
}
