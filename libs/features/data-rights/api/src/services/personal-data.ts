import {
  erasedAddressDomain,
  type PersonalDataSource,
  type PersonSubject,
} from '@facet/platform-db';
import type { Knex } from 'knex';
import { messagesTable, requestsTable } from './request-rows';

/** The person's requests: tied to their account, or filed under their exact address before it. */
const requestsOf = (transaction: Knex.Transaction, person: PersonSubject) =>
  transaction(requestsTable).where((query) =>
    query.where({ user_id: person.userId }).orWhereRaw('lower(email) = lower(?)', [person.email]),
  );

/**
 * Data-rights requests are the record that rights were answered, so an erased person's requests
 * stay with their number, right, status and solution, and every personal field blanked; the
 * thread's words go. (The registry erases in reverse: messages before their requests lose the
 * person's id and address.)
 */
export const dataRightsPersonalData: readonly PersonalDataSource[] = [
  {
    table: requestsTable,
    person: {
      find: (transaction, person) => requestsOf(transaction, person).orderBy('number'),
      erase: async (transaction, person) => {
        const requests = await requestsOf(transaction, person).select('id', 'number');
        for (const request of requests) {
          await transaction(requestsTable)
            .where({ id: request.id })
            .update({
              user_id: null,
              name: 'Erased person',
              email: `erased-${request.number}@${erasedAddressDomain}`,
              phone: null,
              message: '[erased]',
              updated_at: transaction.fn.now(),
            });
        }
      },
    },
  },
  {
    table: messagesTable,
    person: {
      find: (transaction, person) =>
        transaction(messagesTable)
          .whereIn('request_id', requestsOf(transaction, person).select('id'))
          .orderBy(['request_id', 'id']),
      erase: async (transaction, person) => {
        await transaction(messagesTable)
          .whereIn('request_id', requestsOf(transaction, person).select('id'))
          .update({ body: '[erased]' });
        await transaction(messagesTable)
          .where({ author: 'user', author_id: person.userId })
          .update({ author_id: null });
      },
    },
  },
];
