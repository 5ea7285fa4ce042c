import { recordAudit } from '@facet/platform-db';
import { problem } from '@facet/platform-http';
import {
  companyLogoPath,
  type CompanyRole,
  companyRoles,
  type Language,
  languages,
} from '@facet/platform-kernel';
import { hashPassword, hashSecret } from '@facet/platform-security';
import {
  acceptsCurrentTerms,
  sessionProblems,
  type LinkContextAnswer,
} from '@facet/session-domain';
import type { Knex } from 'knex';
import type { JoinCompany, LinkCompanyOf } from '../session-options';
import { consumeOneTimeToken, type OneTimeTokenRow } from './one-time-tokens';

async function assertEmailFree(transaction: Knex.Transaction, email: string): Promise<void> {
  const existing = await transaction('users')
    .whereRaw('lower(email) = lower(?)', [email])
    .first('id');
  if (existing) throw problem(sessionProblems.emailInUse);
}

/** What the company feature put in a registration or invitation link's payload. */
function linkDetails(link: OneTimeTokenRow): {
  role: CompanyRole | undefined;
  lang: Language;
} {
  const { role, lang } = link.payload;
  return {
    role: companyRoles.find((known) => known === role),
    lang: languages.find((known) => known === lang) ?? 'en',
  };
}

/**
 * Creates the account of a registration or invitation link (POST /auth/employee-register): the
 * e-mail is the link's, and a link of a company makes the person a member with the link's role.
 * 404 unknown link, 410 expired, 409 used or e-mail already in use.
 */
export async function registerWithLink(
  database: Knex,
  registration: {
    token: string;
    name: string;
    password: string;
    termsVersion?: string;
    privacyVersion?: string;
  },
  joinCompany: JoinCompany,
): Promise<{ userId: number }> {
  const passwordHash = await hashPassword(registration.password);
  const acceptedTerms = acceptsCurrentTerms(registration);
  return database.transaction(async (transaction) => {
    const link = await consumeOneTimeToken(
      transaction,
      registration.token,
      ['registration', 'invitation'],
      410,
    );
    await assertEmailFree(transaction, link.email);
    const { role, lang } = linkDetails(link);
    const [user] = await transaction('users')
      .insert({
        email: link.email,
        name: registration.name,
        lang,
        password_hash: passwordHash,
        terms_version: acceptedTerms ? registration.termsVersion : null,
        privacy_version: acceptedTerms ? registration.privacyVersion : null,
        terms_accepted_at: acceptedTerms ? transaction.fn.now() : null,
      })
      .returning('id');
    if (!user) throw new Error('The new user was not stored');
    if (link.company_id !== null && role) {
      await joinCompany(transaction, {
        userId: user.id,
        companyId: link.company_id,
        role,
        linkId: link.id,
      });
    }
    await recordAudit(transaction, {
      actor: { kind: 'user', id: user.id },
      action: 'user.registered',
      companyId: link.company_id,
      target: link.email,
      subjectUserId: user.id,
      details: { link: link.purpose },
    });
    return { userId: user.id };
  });
}

/**
 * What the addressee of a registration or invitation link sees before using it (GET
 * /auth/register-context/{token}): reads the link, its company and its invitation, changes
 * nothing. 404 unknown link; 410 used, expired or cancelled, since nothing on it can be done.
 */
export async function readLinkContext(
  database: Knex,
  linkCompanyOf: LinkCompanyOf,
  token: string,
): Promise<LinkContextAnswer> {
  const link = await database('one_time_tokens')
    .where('token_hash', hashSecret(token))
    .whereIn('purpose', ['registration', 'invitation'])
    .first<OneTimeTokenRow | undefined>(
      'id',
      'purpose',
      'email',
      'company_id',
      'payload',
      'expires_at',
      'used_at',
    );
  if (!link) throw problem(sessionProblems.linkInvalid);
  const company = await linkCompanyOf(database, { linkId: link.id, companyId: link.company_id });
  if (link.used_at || company.invitationStatus === 'accepted') {
    throw problem(sessionProblems.registrationLinkUsed);
  }
  if (link.expires_at.getTime() <= Date.now() || company.invitationStatus === 'cancelled') {
    throw problem(sessionProblems.registrationLinkExpired);
  }
  const { role, lang } = linkDetails(link);
  return {
    email: link.email,
    lang,
    companyName: company.companyName,
    role: company.companyName === null ? null : (role ?? null),
    inviterName: company.inviterName,
    welcomeLine: company.welcomeLine,
    logoUrl: company.logoKey ? companyLogoPath(company.logoKey) : null,
  };
}

/** A platform admin creates a user without a company (POST /auth/register); 409 if the e-mail is taken. */
export async function createUserAccount(
  database: Knex,
  adminId: number,
  account: { name: string; email: string; password: string; lang: Language },
): Promise<{ userId: number }> {
  const passwordHash = await hashPassword(account.password);
  return database.transaction(async (transaction) => {
    await assertEmailFree(transaction, account.email);
    const [user] = await transaction('users')
      .insert({
        email: account.email,
        name: account.name,
        lang: account.lang,
        password_hash: passwordHash,
      })
      .returning('id');
    if (!user) throw new Error('The new user was not stored');
    await recordAudit(transaction, {
      actor: { kind: 'admin', id: adminId },
      action: 'user.created',
      target: account.email,
      subjectUserId: user.id,
    });
    return { userId: user.id };
  });
}
