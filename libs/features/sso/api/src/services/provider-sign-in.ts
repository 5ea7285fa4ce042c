import { recordAudit } from '@facet/platform-db';
import { languages, type Language } from '@facet/platform-kernel';
import { accountIdOfEmail, createProviderAccount } from '@facet/session-api';
import type { SsoSignInRefusal } from '@facet/sso-domain';
import type { Knex } from 'knex';
import * as oidc from 'openid-client';
import type { SsoSettings } from '../sso-options';
import { takeLoginTransaction, type LoginTransaction } from './login-transactions';
import { discoverProvider } from './provider-discovery';
import { domainsOfCompany, openClientSecret, providerOfCompany } from './providers';

export type ProviderSignIn = { userId: number } | { refusal: SsoSignInRefusal };

/** The claims of a checked ID token this feature reads. */
interface VouchedPerson {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  lang: Language;
}

class NoInvitation extends Error {}

type AccountOutcome =
  { userId: number; how: 'linked' | 'email' | 'invitation' } | { refusal: SsoSignInRefusal };

/**
 * The person the provider vouches for: the checked ID token's issuer and subject, with the
 * address and name from it or, where the provider keeps them to its userinfo endpoint (as
 * oidc-provider and Okta do), from there, which openid-client holds to the same subject.
 * Entra ID sends no `email_verified`: its `xms_edov` (the address's domain is verified by the
 * tenant that owns it) stands for it.
 */
function personOf(
  claims: oidc.IDToken,
  userInfo: oidc.UserInfoResponse | undefined,
): VouchedPerson {
  const source = typeof claims.email === 'string' ? claims : { ...claims, ...userInfo };
  const email = typeof source.email === 'string' ? source.email.toLowerCase() : undefined;
  const locale = typeof source.locale === 'string' ? source.locale.slice(0, 2) : '';
  const given = [source.given_name, source.family_name].filter((part) => typeof part === 'string');
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email,
    emailVerified: source.email_verified === true || source.xms_edov === true,
    name: typeof source.name === 'string' && source.name.trim() ? source.name : given.join(' '),
    lang: languages.find((language) => language === locale) ?? 'en',
  };
}

/** The userinfo claims, asked only when the ID token carries no address. */
async function userInfoOf(
  configuration: oidc.Configuration,
  tokens: oidc.TokenEndpointResponse,
  claims: oidc.IDToken,
): Promise<oidc.UserInfoResponse | undefined> {
  if (typeof claims.email === 'string') return undefined;
  if (!configuration.serverMetadata().userinfo_endpoint) return undefined;
  return oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
}

async function recordRefusal(
  database: Knex,
  companyId: number,
  refusal: SsoSignInRefusal,
  details: { check?: string; email?: string },
): Promise<ProviderSignIn> {
  await database.transaction((transaction) =>
    recordAudit(transaction, {
      actor: { kind: 'visitor', id: null },
      action: 'sso.sign_in_refused',
      companyId,
      target: details.email ?? null,
      details: { reason: refusal, ...(details.check && { check: details.check }) },
    }),
  );
  return { refusal };
}

/** A new account for the address, if the company has a pending invitation of it to accept. */
async function invitedAccount(
  transaction: Knex.Transaction,
  settings: SsoSettings,
  sign: { transaction: LoginTransaction; person: VouchedPerson; email: string },
): Promise<number | undefined> {
  const { companyId, terms } = sign.transaction;
  try {
    return await transaction.transaction(async (nested) => {
      const created = await createProviderAccount(nested, {
        email: sign.email,
        name: sign.person.name || sign.email.slice(0, sign.email.indexOf('@')),
        lang: sign.person.lang,
        companyId,
        terms,
      });
      const joined = await settings.ports.joinByPendingInvitation(nested, {
        userId: created,
        companyId,
        email: sign.email,
      });
      if (!joined) throw new NoInvitation();
      return created;
    });
  } catch (error) {
    if (error instanceof NoInvitation) return undefined;
    throw error;
  }
}

/**
 * How an existing account of the address signs in: as a member of the company, or after
 * accepting its pending invitation when in no company. An account of another company, or of
 * none without an invitation, is not the company's to sign in: its domains are declared by its
 * admin, not proven, so its provider vouches only for its own people.
 */
async function existingAccount(
  transaction: Knex.Transaction,
  settings: SsoSettings,
  member: { userId: number; companyId: number; email: string },
): Promise<'email' | 'invitation' | undefined> {
  const membership = await settings.ports.companyMembershipOf(transaction, member.userId);
  if (membership?.companyId === member.companyId) return 'email';
  if (membership) return undefined;
  return (await settings.ports.joinByPendingInvitation(transaction, member))
    ? 'invitation'
    : undefined;
}

/**
 * The account the provider's person signs in as: the one their subject was linked to before,
 * while it is a member of the company; else, with a verified address of one of the company's
 * domains, the company's member of that address, or a new account that accepts the company's
 * pending invitation of it. Nobody joins a company without its invitation, and someone who has
 * left it no longer signs in through its provider. A first sign-in links the subject.
 */
async function accountOf(
  database: Knex,
  settings: SsoSettings,
  sign: { transaction: LoginTransaction; person: VouchedPerson },
): Promise<ProviderSignIn> {
  const { person } = sign;
  const companyId = sign.transaction.companyId;
  return database
    .transaction(async (transaction): Promise<AccountOutcome> => {
      const [linked] = await transaction('sso_identities')
        .where({ issuer: person.issuer, subject: person.subject })
        .update({ last_sign_in_at: transaction.fn.now() })
        .returning('user_id');
      if (linked) {
        const membership = await settings.ports.companyMembershipOf(transaction, linked.user_id);
        return membership?.companyId === companyId
          ? { userId: linked.user_id, how: 'linked' }
          : { refusal: 'noAccount' };
      }
      const email = person.email;
      const domain = email?.slice(email.lastIndexOf('@') + 1);
      const domains = await domainsOfCompany(transaction, companyId);
      if (!email || !person.emailVerified || !domain || !domains.includes(domain)) {
        return { refusal: 'unverified' };
      }
      const existing = await accountIdOfEmail(transaction, email);
      let found: { userId: number; how: 'email' | 'invitation' } | undefined;
      if (existing === undefined) {
        const created = await invitedAccount(transaction, settings, { ...sign, email });
        found = created === undefined ? undefined : { userId: created, how: 'invitation' };
      } else {
        const member = { userId: existing, companyId, email };
        const how = await existingAccount(transaction, settings, member);
        found = how && { userId: existing, how };
      }
      if (!found) return { refusal: 'noAccount' };
      await transaction('sso_identities').insert({
        user_id: found.userId,
        company_id: companyId,
        issuer: person.issuer,
        subject: person.subject,
      });
      return found;
    })
    .then(async (outcome: AccountOutcome) => {
      if ('refusal' in outcome) {
        return recordRefusal(database, companyId, outcome.refusal, { email: person.email });
      }
      await database.transaction((transaction) =>
        recordAudit(transaction, {
          actor: { kind: 'user', id: outcome.userId },
          action: 'sso.signed_in',
          companyId,
          target: person.email ?? null,
          subjectUserId: outcome.userId,
          details: { account: outcome.how },
        }),
      );
      return { userId: outcome.userId };
    });
}

/**
 * Ends a sign-in at the callback. The browser's cookie names its sign-in (single use); then
 * openid-client checks the answer: the state against the cookie's, the issuer, the code
 * exchanged with the PKCE verifier, and the ID token's signature, issuer, audience and nonce.
 * Any failed check refuses the sign-in, and the audit trail keeps which check it was.
 */
export async function finishProviderSignIn(
  database: Knex,
  settings: SsoSettings,
  callback: { url: URL; cookieState: string | undefined },
): Promise<ProviderSignIn> {
  if (!callback.cookieState) return { refusal: 'expired' };
  const transaction = await takeLoginTransaction(database, callback.cookieState);
  if (!transaction) return { refusal: 'expired' };
  const provider = await providerOfCompany(database, transaction.companyId);
  if (!provider) return { refusal: 'expired' };
  let person: VouchedPerson | undefined;
  try {
    const configuration = await discoverProvider(
      { ...provider, clientSecret: openClientSecret(settings.keyring, provider) },
      settings,
    );
    const tokens = await oidc.authorizationCodeGrant(configuration, callback.url, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: callback.cookieState,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (claims) person = personOf(claims, await userInfoOf(configuration, tokens, claims));
  } catch (error) {
    const refusal = error instanceof oidc.AuthorizationResponseError ? 'providerError' : 'refused';
    const check = (error as { code?: unknown }).code;
    return recordRefusal(database, transaction.companyId, refusal, {
      check: typeof check === 'string' ? check : 'unknown',
    });
  }
  if (!person) return recordRefusal(database, transaction.companyId, 'refused', {});
  return accountOf(database, settings, { transaction, person });
}
