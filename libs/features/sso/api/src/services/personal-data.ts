import { rowsOfAccountInCompany, type PersonalDataSource } from '@facet/platform-db';

/**
 * Single sign-on in the personal-data registry. The links of a person's provider subjects to
 * their account are theirs; a company's provider settings and domains are the company's, and the
 * sign-ins under way hold no one's identity until they come back (ten minutes at most).
 */
export const ssoPersonalData: readonly PersonalDataSource[] = [
  {
    table: 'company_sso_providers',
    company: {
      // The client secret stays out of the export: it is the company's key to its provider.
      find: (transaction, company) =>
        transaction('company_sso_providers')
          .where({ company_id: company.companyId })
          .select('company_id', 'issuer', 'client_id', 'require_sso', 'updated_at'),
      erase: (transaction, company) =>
        transaction('company_sso_providers').where({ company_id: company.companyId }).delete(),
    },
  },
  {
    table: 'company_sso_domains',
    company: {
      find: (transaction, company) =>
        transaction('company_sso_domains')
          .where({ company_id: company.companyId })
          .orderBy('domain')
          .select('company_id', 'domain'),
      erase: (transaction, company) =>
        transaction('company_sso_domains').where({ company_id: company.companyId }).delete(),
    },
  },
  {
    table: 'sso_login_transactions',
    holdsNoSubjectData: 'a sign-in under way: random checks and a company, for ten minutes',
  },
  {
    table: 'sso_identities',
    person: {
      find: (transaction, person) =>
        transaction('sso_identities')
          .where({ user_id: person.userId })
          .orderBy('id')
          .select('company_id', 'issuer', 'subject', 'created_at', 'last_sign_in_at'),
      erase: (transaction, person) =>
        transaction('sso_identities').where({ user_id: person.userId }).delete(),
    },
    personInCompany: rowsOfAccountInCompany('sso_identities', 'user_id'),
  },
];
