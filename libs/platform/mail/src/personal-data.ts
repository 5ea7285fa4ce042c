import { rowsAddressedTo, type PersonalDataSource } from '@facet/platform-db';
import { mailOutboxTable } from './outbox';

const metadataColumns = ['id', 'kind', 'subject', 'status', 'created_at', 'sent_at'];

/**
 * Mail is the subject's when it was sent to their exact address; mail to other people stays
 * whole even when it names the subject (an invitation they sent is the invitee's mail). Bodies
 * are not exported: they are our templates around what the export already holds.
 */
export const mailPersonalData: readonly PersonalDataSource[] = [
  {
    table: mailOutboxTable,
    person: rowsAddressedTo(mailOutboxTable, 'recipient', metadataColumns),
    company: rowsAddressedTo(mailOutboxTable, 'recipient', metadataColumns),
  },
];
