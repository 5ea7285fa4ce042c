import { rowsOfAccountInCompany, type PersonalDataSource } from '@facet/platform-db';

/**
 * Webhooks in the personal-data registry. A delivery's payload names its person (id, e-mail,
 * name, scores when opted in): their deliveries are found by that id and deleted with them,
 * sent or not. Endpoints hold a company's integration settings, about no person.
 */
export const webhooksPersonalData: readonly PersonalDataSource[] = [
  {
    table: 'webhook_endpoints',
    holdsNoSubjectData: "a company's receiving addresses and signing secrets, about no person",
  },
  {
    table: 'webhook_deliveries',
    person: {
      find: (transaction, person) =>
        transaction('webhook_deliveries')
          .where({ subject_user_id: person.userId })
          .orderBy('id')
          .select('id', 'event_type', 'payload', 'status', 'created_at', 'delivered_at'),
      erase: (transaction, person) =>
        transaction('webhook_deliveries').where({ subject_user_id: person.userId }).delete(),
    },
    personInCompany: rowsOfAccountInCompany('webhook_deliveries', 'subject_user_id'),
  },
];
