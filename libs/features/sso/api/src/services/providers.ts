import { breachesUniqueIndex, resealStoredSecrets } from '@facet/platform-db';
import { problem } from '@facet/platform-http';
import {
  decryptSecret,
  encryptSecret,
  UnreadableSecret,
  type DataKeyring,
} from '@facet/platform-security';
import {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import { ssoProblems, type SsoSettings, type SsoSettingsUpdate } from '@facet/sso-domain';
import type { Knex } from 'knex';
import type { CompanySsoProviderRow } from '../tables';
import { discoverProvider, type ProviderAccess } from './provider-discovery';

/** What the client secret's encryption is bound to, so a sealed value opens in this column only. */
const clientSecretPurpose = 'company_sso_providers.client_secret';

export interface StoredProvider {
  companyId: number;
  issuer: string;
  clientId: string;
  /** Sealed; `openClientSecret` gives it in clear, for the provider's token endpoint only. */
  clientSecret: string;
  requireSso: boolean;
}

function toStoredProvider(row: CompanySsoProviderRow): StoredProvider {
  return {
    companyId: Number(row.company_id),
    issuer: row.issuer,
    clientId: row.client_id,
    clientSecret: row.client_secret,
    requireSso: row.require_sso,
  };
}

/**
 * The client secret in clear; 409 when no configured key opens it (sealed under a key since
 * removed from the keyring): the company's admin enters it again.
 */
export function openClientSecret(keyring: DataKeyring, provider: StoredProvider): string {
  try {
    return decryptSecret(keyring, provider.clientSecret, clientSecretPurpose);
  } catch (error) {
    if (error instanceof UnreadableSecret) throw problem(ssoProblems.secretUnreadable);
    throw error;
  }
}

/**
 * Seals every company's client secret under the current key, run at each API start as webhook
 * and TOTP secrets are (README, "Rotating the data encryption key"): after a rotation the retired
 * key may go once every instance has started. A secret no configured key opens is counted and
 * left; its company's admin enters it again (`sso.secret_unreadable` says so at a sign-in).
 */
export function sealStoredClientSecrets(
  database: Knex,
  keyring: DataKeyring,
): Promise<{ sealed: number; unreadable: number }> {
  return resealStoredSecrets(
    database,
    {
      table: 'company_sso_providers',
      key: 'company_id',
      column: 'client_secret',
      purpose: clientSecretPurpose,
    },
    keyring,
  );
}

export async function providerOfCompany(
  database: Knex | Knex.Transaction,
  companyId: number,
): Promise<StoredProvider | undefined> {
  const row = await database('company_sso_providers').where({ company_id: companyId }).first();
  return row && toStoredProvider(row);
}

/** The provider that vouches for an address's domain, whichever company it is. */
export async function providerOfEmail(
  database: Knex,
  email: string,
): Promise<StoredProvider | undefined> {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const found = await database('company_sso_domains').where({ domain }).first('company_id');
  return found && providerOfCompany(database, found.company_id);
}

export async function domainsOfCompany(
  database: Knex | Knex.Transaction,
  companyId: number,
): Promise<string[]> {
  const rows = await database('company_sso_domains')
    .where({ company_id: companyId })
    .orderBy('domain')
    .select('domain');
  return rows.map((row) => row.domain);
}

async function settingsOf(
  transaction: Knex.Transaction,
  companyId: number,
): Promise<SsoSettings | null> {
  const provider = await providerOfCompany(transaction, companyId);
  if (!provider) return null;
  return {
    issuer: provider.issuer,
    clientId: provider.clientId,
    domains: await domainsOfCompany(transaction, companyId),
    requireSso: provider.requireSso,
    hasClientSecret: true,
  };
}

/** GET /sso/provider: the company's provider, its secret only as "stored". */
export function readSsoSettings(
  database: Knex,
  principal: CompanyPrincipal,
): Promise<SsoSettings | null> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    return settingsOf(transaction, actor.companyId);
  });
}

/**
 * PUT /sso/provider: the issuer must answer OpenID Connect discovery before anything is stored,
 * so a mistyped address is said at once rather than at someone's sign-in. The secret is sealed;
 * an empty one keeps the stored secret. The domains are replaced; one that another company's
 * provider vouches for is refused (409), whichever company it is.
 */
export async function saveSsoSettings(
  database: Knex,
  principal: CompanyPrincipal,
  update: SsoSettingsUpdate,
  access: ProviderAccess,
): Promise<SsoSettings | null> {
  // The role first: only the company's admins make the server reach out to an address.
  await database.transaction((transaction) => resolveCompanyActor(transaction, principal));
  await discoverProvider({ issuer: update.issuer, clientId: update.clientId }, access);
  try {
    return await database.transaction(async (transaction) => {
      const actor = await resolveCompanyActor(transaction, principal);
      const stored = await providerOfCompany(transaction, actor.companyId);
      if (!update.clientSecret && !stored) throw problem(ssoProblems.clientSecretRequired);
      const clientSecret = update.clientSecret
        ? encryptSecret(access.keyring, update.clientSecret, clientSecretPurpose)
        : stored!.clientSecret;
      await transaction('company_sso_providers')
        .insert({
          company_id: actor.companyId,
          issuer: update.issuer,
          client_id: update.clientId,
          client_secret: clientSecret,
          require_sso: update.requireSso,
        })
        .onConflict('company_id')
        .merge({
          issuer: update.issuer,
          client_id: update.clientId,
          client_secret: clientSecret,
          require_sso: update.requireSso,
          updated_at: transaction.fn.now(),
        });
      await transaction('company_sso_domains').where({ company_id: actor.companyId }).delete();
      await transaction('company_sso_domains').insert(
        update.domains.map((domain) => ({ domain, company_id: actor.companyId })),
      );
      await recordCompanyChange(transaction, actor, {
        action: 'sso.settings_changed',
        target: update.issuer,
        subjectUserId: null,
        details: {
          domains: update.domains,
          require_sso: update.requireSso,
          client_secret_changed: Boolean(update.clientSecret),
        },
      });
      return settingsOf(transaction, actor.companyId);
    });
  } catch (error) {
    if (breachesUniqueIndex(error, 'company_sso_domains_pkey')) {
      throw problem(ssoProblems.domainTaken);
    }
    throw error;
  }
}
