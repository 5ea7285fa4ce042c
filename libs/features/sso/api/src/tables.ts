import type { TableOf } from '@facet/platform-db';

/** A company's identity provider; the client secret sealed (providers.ts). */
export interface CompanySsoProviderRow {
  company_id: number;
  issuer: string;
  client_id: string;
  client_secret: string;
  require_sso: boolean;
  updated_at: Date;
}

/** A domain a company's provider vouches for. */
export interface CompanySsoDomainRow {
  domain: string;
  company_id: number;
}

/** A sign-in on its way through the provider (login-transactions.ts). */
export interface SsoLoginTransactionRow {
  state_digest: string;
  company_id: number;
  nonce: string;
  code_verifier: string;
  terms_version: string | null;
  privacy_version: string | null;
  created_at: Date;
  expires_at: Date;
}

/** The account a provider's subject signs in as. */
export interface SsoIdentityRow {
  id: number;
  user_id: number;
  company_id: number;
  issuer: string;
  subject: string;
  created_at: Date;
  last_sign_in_at: Date;
}

/** Single sign-on's tables for knex (D81). */
declare module 'knex/types/tables' {
  interface Tables {
    company_sso_providers: TableOf<CompanySsoProviderRow, 'require_sso' | 'updated_at'>;
    company_sso_domains: TableOf<CompanySsoDomainRow>;
    sso_login_transactions: TableOf<
      SsoLoginTransactionRow,
      'terms_version' | 'privacy_version' | 'created_at'
    >;
    sso_identities: TableOf<SsoIdentityRow, 'id' | 'created_at' | 'last_sign_in_at'>;
  }
}
