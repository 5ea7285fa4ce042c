import { rowsAddressedTo, type PersonalDataSource } from '@facet/platform-db';

/** A contact request is its sender's, found by their exact address. */
export const contactPersonalData: readonly PersonalDataSource[] = [
  {
    table: 'contact_requests',
    person: rowsAddressedTo('contact_requests', 'email'),
  },
];
