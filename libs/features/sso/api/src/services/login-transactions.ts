import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import * as oidc from 'openid-client';
import { discoverProvider, type ProviderAccess } from './provider-discovery';
import { openClientSecret, type StoredProvider } from './providers';

/** A sign-in through the provider must come back within ten minutes. */
export const loginTransactionSeconds = 10 * 60;

/** The scopes every provider is asked for: the ID token, the address and the name. */
const scopes = 'openid email profile';

/** A sign-in on its way through the provider, as its callback needs it again. */
export interface LoginTransaction {
  companyId: number;
  nonce: string;
  codeVerifier: string;
  terms: { termsVersion: string | null; privacyVersion: string | null };
}

/** Rows are found by the state's digest, so a copy of the table cannot finish a sign-in. */
function digestOf(state: string): string {
  return createHash('sha256').update(state).digest('base64url');
}

/**
 * Starts a sign-in: a fresh state, nonce and PKCE verifier, kept server-side with the company,
 * and the provider's authorization address carrying the state, the nonce and the verifier's
 * challenge. The caller keeps the state in the browser's cookie, which binds the callback to it.
 */
export async function startLoginTransaction(
  database: Knex,
  provider: StoredProvider,
  request: {
    email: string;
    redirectUri: string;
    access: ProviderAccess;
    terms: { termsVersion?: string; privacyVersion?: string };
  },
): Promise<{ authorizationUrl: string; state: string }> {
  const configuration = await discoverProvider(
    { ...provider, clientSecret: openClientSecret(request.access.keyring, provider) },
    request.access,
  );
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await database('sso_login_transactions').where('expires_at', '<', database.fn.now()).delete();
  await database('sso_login_transactions').insert({
    state_digest: digestOf(state),
    company_id: provider.companyId,
    nonce,
    code_verifier: codeVerifier,
    terms_version: request.terms.termsVersion ?? null,
    privacy_version: request.terms.privacyVersion ?? null,
    expires_at: new Date(Date.now() + loginTransactionSeconds * 1000),
  });
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: request.redirectUri,
    scope: scopes,
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: request.email,
  });
  return { authorizationUrl: authorizationUrl.href, state };
}

/**
 * Takes the sign-in of a state out of the table: used once, whatever the callback's outcome,
 * and not at all once expired.
 */
export async function takeLoginTransaction(
  database: Knex,
  state: string,
): Promise<LoginTransaction | undefined> {
  const [row] = await database('sso_login_transactions')
    .where({ state_digest: digestOf(state) })
    .delete()
    .returning([
      'company_id',
      'nonce',
      'code_verifier',
      'terms_version',
      'privacy_version',
      'expires_at',
    ]);
  if (!row || row.expires_at.getTime() <= Date.now()) return undefined;
  return {
    companyId: Number(row.company_id),
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    terms: { termsVersion: row.terms_version, privacyVersion: row.privacy_version },
  };
}
