import { whereEmailIs, type PersonalDataSource } from '@facet/platform-db';

/** A contact request is its sender's, found by their exact address. */
export const contactPersonalData: readonly PersonalDataSource[] = [
  {
    table: 'contact_requests',
    person: {
      find: (transaction, person) =>
        whereEmailIs(transaction('contact_requests'), 'email', person.email),
      erase: (transaction, person) =>
        whereEmailIs(transaction('contact_requests'), 'email', person.email).delete(),
    },
  },
];
