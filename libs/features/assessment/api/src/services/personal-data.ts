import { rowsOfAccount, type PersonalDataSource } from '@facet/platform-db';
import type { Knex } from 'knex';

const answersOf = (transaction: Knex.Transaction, userId: number) =>
  transaction('answers').whereIn(
    'session_id',
    transaction('assessment_sessions').where({ user_id: userId }).select('id'),
  );

/** The person's attempts, their answers and their results: all theirs, all erased with them. */
export const assessmentPersonalData: readonly PersonalDataSource[] = [
  {
    table: 'assessment_sessions',
    person: rowsOfAccount('assessment_sessions'),
  },
  {
    table: 'answers',
    person: {
      find: (transaction, person) =>
        answersOf(transaction, person.userId).orderBy(['session_id', 'item_id']),
      erase: (transaction, person) => answersOf(transaction, person.userId).delete(),
    },
  },
  {
    table: 'results',
    person: rowsOfAccount('results'),
  },
];
