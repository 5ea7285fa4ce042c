import { rowsOfAccount, rowsOfAccountInCompany, type PersonalDataSource } from '@facet/platform-db';
import type { Knex } from 'knex';

const answersOf = (transaction: Knex.Transaction, userId: number, companyId?: number) =>
  transaction('answers').whereIn(
    'session_id',
    transaction('assessment_sessions')
      .where({ user_id: userId, ...(companyId === undefined ? {} : { company_id: companyId }) })
      .select('id'),
  );

/** The person's attempts, their answers and their results: all theirs, all erased with them. */
export const assessmentPersonalData: readonly PersonalDataSource[] = [
  {
    table: 'assessment_sessions',
    person: rowsOfAccount('assessment_sessions'),
    // Attempts taken for a company are that company's copy; the person's others stay.
    personInCompany: rowsOfAccountInCompany('assessment_sessions'),
  },
  {
    table: 'answers',
    person: {
      find: (transaction, person) =>
        answersOf(transaction, person.userId).orderBy(['session_id', 'item_id']),
      erase: (transaction, person) => answersOf(transaction, person.userId).delete(),
    },
    personInCompany: {
      find: (transaction, subject) =>
        answersOf(transaction, subject.userId, subject.companyId).orderBy([
          'session_id',
          'item_id',
        ]),
      erase: (transaction, subject) =>
        answersOf(transaction, subject.userId, subject.companyId).delete(),
    },
  },
  {
    table: 'results',
    person: rowsOfAccount('results'),
    personInCompany: rowsOfAccountInCompany('results'),
  },
];
