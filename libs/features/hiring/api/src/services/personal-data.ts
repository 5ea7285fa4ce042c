import { rowsOfAccount, rowsOfAccountInCompany, type PersonalDataSource } from '@facet/platform-db';

/**
 * A person's applications are theirs, and so is the notice of their erasure; a position is the
 * company's (its name, dates and link), and erasing a company's identity leaves its positions'
 * names, as it leaves its groups'. A company's own erasure keeps its applications (its applicants
 * are people with rights of their own); a company's copy of one person (D91) deletes them.
 */
export const hiringPersonalData: readonly PersonalDataSource[] = [
  {
    table: 'positions',
    // The manager who created a position is named by id; erasing them keeps the position.
    person: {
      find: (transaction, person) =>
        transaction('positions')
          .where({ created_by: person.userId })
          .select('id', 'company_id', 'name', 'created_at'),
      erase: (transaction, person) =>
        transaction('positions').where({ created_by: person.userId }).update({ created_by: null }),
    },
    company: {
      find: (transaction, company) =>
        transaction('positions')
          .where({ company_id: company.companyId })
          .select(
            'id',
            'name',
            'opens_at',
            'closes_at',
            'closed_at',
            'candidate_cap',
            'created_at',
          ),
      erase: () => Promise.resolve(),
    },
    personInCompany: {
      keptBecause:
        "a position is the company's job advert; the manager who created it stays named by id",
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
