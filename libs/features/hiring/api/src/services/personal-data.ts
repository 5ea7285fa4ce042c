import {
  rowsOfAccount,
  rowsOfAccountInCompany,
  type PersonalDataSource,
} from '@facet/platform-db';

/**
 * Hiring's tables in the personal-data registry. Positions are a company's job adverts, about no
 * person; an application is its applicant's, and so is the notice of its erasure. A company's
 * own erasure keeps them (its applicants are people with rights of their own); a company's copy
 * of one person (D91) deletes them.
 */
export const hiringPersonalData: readonly PersonalDataSource[] = [
  {
    table: 'positions',
    company: {
      find: (transaction, company) =>
        transaction('positions')
          .where({ company_id: company.companyId })
          .select('id', 'name', 'opens_at', 'closes_at', 'closed_at', 'created_at'),
      // A company's erasure replaces its name and address; its positions name neither.
      erase: () => Promise.resolve(),
    },
  },
  {
    table: 'applications',
    person: rowsOfAccount('applications'),
    company: {
      find: (transaction, company) =>
        transaction('applications').where({ company_id: company.companyId }),
      erase: () => Promise.resolve(),
    },
    personInCompany: rowsOfAccountInCompany('applications'),
  },
  {
    table: 'hiring_settings',
    company: {
      find: (transaction, company) =>
        transaction('hiring_settings').where({ company_id: company.companyId }),
      // How long the company keeps candidates says nothing about anyone; it stays.
      erase: () => Promise.resolve(),
    },
  },
  {
    table: 'candidate_retention_notices',
    person: rowsOfAccount('candidate_retention_notices'),
    personInCompany: rowsOfAccountInCompany('candidate_retention_notices'),
  },
];
