import { rowsOfAccount, type PersonalDataSource } from '@facet/platform-db';

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
  },
];
