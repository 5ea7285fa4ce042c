import { storedResults } from '@facet/assessment-api';
import { rowsOfAccountInCompany, type PersonalDataSource } from '@facet/platform-db';
import type { Knex } from 'knex';

const resultsOf = (transaction: Knex.Transaction, userId: number, companyId?: number) =>
  storedResults(transaction)
    .where('user_id', userId)
    .modify((query) => {
      if (companyId !== undefined) query.where('company_id', companyId);
    })
    .select('id');

/**
 * Profiles are a company's descriptions of positions, about no person; the profile a company
 * chose for a person's result is the person's (it says how they were compared), and so is their
 * place on a profile's shortlist.
 */
export const profilesPersonalData: readonly PersonalDataSource[] = [
  {
    table: 'profiles',
    company: {
      find: (transaction, company) =>
        transaction('profiles').where({ company_id: company.companyId }),
      // A company's erasure replaces its name and address; its positions name neither.
      erase: () => Promise.resolve(),
    },
  },
  {
    table: 'result_profile_choices',
    person: {
      find: (transaction, person) =>
        transaction('result_profile_choices').whereIn(
          'result_id',
          resultsOf(transaction, person.userId),
        ),
      erase: (transaction, person) =>
        transaction('result_profile_choices')
          .whereIn('result_id', resultsOf(transaction, person.userId))
          .delete(),
    },
    personInCompany: {
      find: (transaction, subject) =>
        transaction('result_profile_choices').whereIn(
          'result_id',
          resultsOf(transaction, subject.userId, subject.companyId),
        ),
      erase: (transaction, subject) =>
        transaction('result_profile_choices')
          .whereIn('result_id', resultsOf(transaction, subject.userId, subject.companyId))
          .delete(),
    },
  },
  {
    table: 'ranking_shortlists',
    person: {
      find: (transaction, person) =>
        transaction('ranking_shortlists').where({ user_id: person.userId }),
      erase: (transaction, person) =>
        transaction('ranking_shortlists').where({ user_id: person.userId }).delete(),
    },
    personInCompany: rowsOfAccountInCompany('ranking_shortlists'),
  },
];
