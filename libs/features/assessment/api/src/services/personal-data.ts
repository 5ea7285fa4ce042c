import type { PersonalDataSource } from '@facet/platform-db';

/** The person's attempts, their answers and their results: all theirs, all erased with them. */
export const assessmentPersonalData: readonly PersonalDataSource[] = [
  {
    table: 'assessment_sessions',
    person: {
      find: (transaction, person) =>
        transaction('assessment_sessions').where({ user_id: person.userId }).orderBy('id'),
      erase: (transaction, person) =>
        transaction('assessment_sessions').where({ user_id: person.userId }).delete(),
    },
  },
  {
    table: 'answers',
    person: {
      find: (transaction, person) =>
        transaction('answers')
          .whereIn(
            'session_id',
            transaction('assessment_sessions').where({ user_id: person.userId }).select('id'),
          )
          .orderBy(['session_id', 'item_id']),
      erase: (transaction, person) =>
        transaction('answers')
          .whereIn(
            'session_id',
            transaction('assessment_sessions').where({ user_id: person.userId }).select('id'),
          )
          .delete(),
    },
  },
  {
    table: 'results',
    person: {
      find: (transaction, person) =>
        transaction('results').where({ user_id: person.userId }).orderBy('number'),
      erase: (transaction, person) =>
        transaction('results').where({ user_id: person.userId }).delete(),
    },
  },
];
