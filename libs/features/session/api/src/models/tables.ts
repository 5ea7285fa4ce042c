import type { TableOf } from '@facet/platform-db';
import type { ModelObject } from 'objection';
import type {
  OneTimeToken,
  PlatformAdmin,
  RecoveryCode,
  RefreshToken,
  SecondFactor,
  User,
  WebAuthnChallenge,
} from '.';

/** The session feature's tables for knex, typed by its models (D81). */
declare module 'knex/types/tables' {
  interface Tables {
    users: TableOf<
      ModelObject<User>,
      | 'id'
      | 'password_hash'
      | 'lang'
      | 'terms_version'
      | 'privacy_version'
      | 'terms_accepted_at'
      | 'tokens_valid_after'
      | 'created_at'
      | 'updated_at'
    >;
    platform_admins: TableOf<
      ModelObject<PlatformAdmin>,
      | 'id'
      | 'password_hash'
      | 'lang'
      | 'notifications'
      | 'tokens_valid_after'
      | 'created_at'
      | 'updated_at'
    >;
    refresh_tokens: TableOf<
      ModelObject<RefreshToken>,
      | 'id'
      | 'persistent'
      | 'used_at'
      | 'revoked_at'
      | 'created_at'
      | 'browser'
      | 'operating_system'
      | 'network'
    >;
    one_time_tokens: TableOf<
      ModelObject<OneTimeToken>,
      'id' | 'company_id' | 'payload' | 'used_at' | 'created_at',
      'payload'
    >;
    second_factors: TableOf<
      ModelObject<SecondFactor>,
      | 'id'
      | 'secret'
      | 'last_used_step'
      | 'confirmed_at'
      | 'last_used_at'
      | 'created_at'
      | 'credential_id'
      | 'public_key'
      | 'sign_count'
      | 'transports'
      | 'name'
      | 'user_handle'
    >;
    webauthn_challenges: TableOf<
      ModelObject<WebAuthnChallenge>,
      'id' | 'principal_kind' | 'principal_id' | 'user_handle' | 'created_at'
    >;
    recovery_codes: TableOf<ModelObject<RecoveryCode>, 'id' | 'used_at' | 'created_at'>;
  }
}
