import {
  rowsOfAccount,
  type PersonalDataSource,
  type PersonInCompanySubject,
} from '@facet/platform-db';
import type { Knex } from 'knex';

/** The person's places in the company's groups. */
const placesInGroupsOf = (transaction: Knex.Transaction, subject: PersonInCompanySubject) =>
  transaction('group_members')
    .where({ user_id: subject.userId })
    .whereIn(
      'group_id',
      transaction('groups').where({ company_id: subject.companyId }).select('id'),
    );

/** Groups are a company's teams; that a person is in one is the person's. */
export const groupsPersonalData: readonly PersonalDataSource[] = [
  {
    table: 'groups',
    company: {
      find: (transaction, company) =>
        transaction('groups').where({ company_id: company.companyId }),
      // A company's erasure replaces its name and address; its teams' names are its own.
      erase: () => Promise.resolve(),
    },
  },
  {
    table: 'group_members',
    person: rowsOfAccount('group_members'),
    personInCompany: {
      find: (transaction, subject) => placesInGroupsOf(transaction, subject),
      erase: (transaction, subject) => placesInGroupsOf(transaction, subject).delete(),
    },
  },
];
