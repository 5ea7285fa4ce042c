import {
  erasedAddressDomain,
  rowsAddressedTo,
  rowsOfAccount,
  type PersonalDataSource,
} from '@facet/platform-db';

/**
 * The company feature's tables in the personal-data registry. A company's own erasure keeps its
 * row (licences and memberships stay consistent) with a neutral name and address; its pending
 * invitations, which carry its name to other people, go.
 */
export const companyPersonalData: readonly PersonalDataSource[] = [
  {
    table: 'companies',
    company: {
      find: (transaction, company) => transaction('companies').where({ id: company.companyId }),
      erase: (transaction, company) =>
        transaction('companies')
          .where({ id: company.companyId })
          .update({
            name: `Erased company ${company.companyId}`,
            email: `erased-company-${company.companyId}@${erasedAddressDomain}`,
            updated_at: transaction.fn.now(),
          }),
    },
  },
  {
    table: 'memberships',
    person: rowsOfAccount('memberships'),
    company: {
      find: (transaction, company) =>
        transaction('memberships').where({ company_id: company.companyId }),
      // Its members are people with rights of their own; a company's erasure keeps them.
      erase: () => Promise.resolve(),
    },
  },
  {
    // Invitations sent to the person are theirs; ones they sent are the invitees'.
    table: 'invitations',
    person: rowsAddressedTo('invitations', 'guest_email'),
    company: {
      find: (transaction, company) =>
        transaction('invitations').where({ company_id: company.companyId }),
      erase: (transaction, company) =>
        transaction('invitations').where({ company_id: company.companyId }).delete(),
    },
  },
];
