import { problem } from '@facet/platform-http';
import type { DataKeyring } from '@facet/platform-security';
import { ssoProblems } from '@facet/sso-domain';
import * as oidc from 'openid-client';

/** How this deployment reaches providers, from the plugin's settings. */
export interface ProviderAccess {
  keyring: DataKeyring;
  allowHttpIssuers: boolean;
  providerFetch: typeof fetch;
}

/**
 * The provider's configuration from its discovery document, as openid-client reads it: the
 * issuer it publishes must be the one configured, and its keys, endpoints and the ID token's
 * checks are openid-client's (no token validation of ours). Without a secret it only checks
 * the provider answers (the settings' check). Read at each use, so a provider's
 * rotated keys or moved endpoints are picked up without a restart. Every request the
 * configuration makes (this one, the token endpoint's, userinfo's, the keys') goes through
 * `providerFetch`, so only to the addresses the deployment allows. 422 when none answers, or
 * the issuer's host is refused.
 */
export async function discoverProvider(
  client: { issuer: string; clientId: string; clientSecret?: string },
  access: ProviderAccess,
): Promise<oidc.Configuration> {
  try {
    return await oidc.discovery(
      new URL(client.issuer),
      client.clientId,
      undefined,
      client.clientSecret ? oidc.ClientSecretBasic(client.clientSecret) : undefined,
      {
        ...(access.allowHttpIssuers && { execute: [oidc.allowInsecureRequests] }),
        [oidc.customFetch]: access.providerFetch,
        timeout: 10,
      },
    );
  } catch {
    throw problem(ssoProblems.providerUnreachable);
  }
}
