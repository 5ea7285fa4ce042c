import { rowsOfAccount, type PersonalDataSource } from '@facet/platform-db';

/**
 * A person's applications are theirs; a position is the company's (its name, dates and link),
 * and erasing a company's identity leaves its positions' names, as it leaves its groups'.
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
  },
  {
    table: 'applications',
    person: rowsOfAccount('applications'),
  },
];
