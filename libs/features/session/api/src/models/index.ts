import type { Principal } from '@facet/platform-http';
import type { Language } from '@facet/platform-kernel';
import type { SecondFactorKind } from '@facet/session-domain';
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

/**
 * A person's second factor: an authenticator app (D98), its `secret` sealed with the data
 * keyring, or a passkey (D100), its WebAuthn credential's columns set.
 */
export class SecondFactor extends Model {
  static override tableName = 'second_factors';
  id!: number;
  principal_kind!: Principal['kind'];
  principal_id!: number;
  kind!: SecondFactorKind;
  secret!: string | null;
  /** The last TOTP time step taken: a code of it or an earlier one is refused. */
  last_used_step!: number | string | null;
  confirmed_at!: Date | null;
  last_used_at!: Date | null;
  created_at!: Date;
  /** A passkey's credential id, base64url. */
  credential_id!: string | null;
  /** A passkey's COSE public key. */
  public_key!: Buffer | null;
  /** A passkey's signature counter as last seen; it must grow unless both it and the next are 0. */
  sign_count!: number | string | null;
  transports!: string[] | null;
  /** The name the person gave a passkey. */
  name!: string | null;
  /** The WebAuthn user handle the authenticator keeps for the person (base64url). */
  user_handle!: string | null;
}

/** A WebAuthn challenge handed to a browser, taken by the answer that signs it (D100). */
export class WebAuthnChallenge extends Model {
  static override tableName = 'webauthn_challenges';
  id!: number;
  challenge!: string;
  purpose!: 'register' | 'sign-in' | 'second-factor';
  principal_kind!: Principal['kind'] | null;
  principal_id!: number | null;
  /** A registration's: the user handle its options named. */
  user_handle!: string | null;
  expires_at!: Date;
  created_at!: Date;
}

/** One of a person's one-time recovery codes, as its SHA-256. */
export class RecoveryCode extends Model {
  static override tableName = 'recovery_codes';
  id!: number;
  principal_kind!: Principal['kind'];
  principal_id!: number;
  code_hash!: string;
  used_at!: Date | null;
  created_at!: Date;
}
