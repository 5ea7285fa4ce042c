import { recordAudit } from '@facet/platform-db';
import type { Language } from '@facet/platform-kernel';
import { acceptsCurrentTerms } from '@facet/session-domain';
import type { Knex } from 'knex';

/** The account of an address, in any case, for a feature that proved the address another way. */
export async function accountIdOfEmail(
  database: Knex | Knex.Transaction,
  email: string,
): Promise<number | undefined> {
  const found = await database('users').whereRaw('lower(email) = lower(?)', [email]).first('id');
  return found?.id;
}

/**
 * An account for a person a company's identity provider vouched for (single sign-on, D99): no
 * password, since they sign in through the provider; the terms as the sign-in page showed them.
 */
export async function createProviderAccount(
  transaction: Knex.Transaction,
  account: {
    email: string;
    name: string;
    lang: Language;
    companyId: number;
    terms: { termsVersion?: string | null; privacyVersion?: string | null };
  },
): Promise<number> {
  const accepted = acceptsCurrentTerms(account.terms);
  const [user] = await transaction('users')
    .insert({
      email: account.email,
      name: account.name,
      lang: account.lang,
      password_hash: null,
      terms_version: accepted ? account.terms.termsVersion : null,
      privacy_version: accepted ? account.terms.privacyVersion : null,
      terms_accepted_at: accepted ? transaction.fn.now() : null,
    })
    .returning('id');
  if (!user) throw new Error('The new user was not stored');
  await recordAudit(transaction, {
    actor: { kind: 'user', id: user.id },
    action: 'user.registered',
    companyId: account.companyId,
    target: account.email,
    subjectUserId: user.id,
    details: { link: 'single_sign_on' },
  });
  return user.id;
}
