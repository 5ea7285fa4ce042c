import { publicOnlyFetch, systemResolver, type HostResolver } from '@facet/platform-http';
import type { DataKeyring } from '@facet/platform-security';
import { ssoCallbackPath } from '@facet/sso-domain';
import type { CompanyMembershipOf } from '@facet/session-api';
import type { Knex } from 'knex';

/**
 * What single sign-on needs of the company feature, which owns memberships and invitations: the
 * app passes them in (ports, D84), since company already uses this feature's neighbours.
 */
export interface SsoPorts {
  companyMembershipOf: CompanyMembershipOf;
  /** Accepts the company's pending invitation of the address; false when none waits. */
  joinByPendingInvitation: (
    transaction: Knex.Transaction,
    member: { userId: number; companyId: number; email: string },
  ) => Promise<boolean>;
}

export interface SsoPluginOptions {
  /** Seals the providers' client secrets (platform security's data keyring). */
  keyring: DataKeyring;
  /** The address people reach the product at: the redirect URI is the callback there. */
  publicUrl: string;
  /** The sign-in's cookie is then Secure and `__Secure-` named, as the refresh cookie. */
  servedOverHttps?: boolean;
  /**
   * Lets an issuer be reached over plain http: only for a provider on this machine in
   * development and tests; production issuers are https.
   * @default false
   */
  allowHttpIssuers?: boolean;
  /**
   * Lets the server's requests to a provider reach loopback and private addresses, as
   * `allowHttpIssuers` for a provider on this machine; without it they go only to public
   * addresses (platform http's `publicOnlyFetch`), so a company admin cannot make the server
   * probe its own network.
   * @default false
   */
  allowPrivateIssuers?: boolean;
  /** How providers' hosts are resolved; the system's DNS unless a test plays DNS. */
  resolveHost?: HostResolver;
  ports: SsoPorts;
}

export interface SsoSettings {
  keyring: DataKeyring;
  redirectUri: string;
  transactionCookie: { name: string; isSecure: boolean };
  allowHttpIssuers: boolean;
  /** Every request to a provider (discovery, token, userinfo, keys) goes through it. */
  providerFetch: typeof fetch;
  ports: SsoPorts;
}

export function ssoSettingsFrom(options: SsoPluginOptions): SsoSettings {
  const servedOverHttps = options.servedOverHttps ?? false;
  return {
    keyring: options.keyring,
    redirectUri: new URL(ssoCallbackPath, options.publicUrl).toString(),
    transactionCookie: servedOverHttps
      ? { name: '__Secure-facet_sso', isSecure: true }
      : { name: 'facet_sso', isSecure: false },
    allowHttpIssuers: options.allowHttpIssuers ?? false,
    providerFetch: publicOnlyFetch({
      allowPrivate: options.allowPrivateIssuers ?? false,
      resolve: options.resolveHost ?? systemResolver,
    }),
    ports: options.ports,
  };
}
