import {
  erasedAddressDomain,
  rowsAddressedTo,
  rowsOfAccount,
  whereEmailIs,
  type PersonalDataSource,
  type PersonInCompanySubject,
  type PersonSubject,
} from '@facet/platform-db';
import type { Knex } from 'knex';

/**
 * The reminders a person received: about their unfinished assessment (by account), or about an
 * invitation to their exact address. Reminders a manager sent are the recipients' data.
 */
function remindersOf(transaction: Knex.Transaction, person: PersonSubject) {
  return transaction('reminders').where((received) =>
    received
      .where('user_id', person.userId)
      .orWhereIn(
        'invitation_id',
        whereEmailIs(transaction('invitations').select('id'), 'guest_email', person.email),
      ),
  );
}

/** The company's invitations to the person's exact address. */
function invitationsOfPersonIn(transaction: Knex.Transaction, subject: PersonInCompanySubject) {
  return whereEmailIs(
    transaction('invitations').where({ company_id: subject.companyId }),
    'guest_email',
    subject.email,
  );
}

/** The reminders the company sent the person, about their attempt or an invitation to them. */
function remindersOfPersonIn(transaction: Knex.Transaction, subject: PersonInCompanySubject) {
  return transaction('reminders')
    .where({ company_id: subject.companyId })
    .where((received) =>
      received
        .where('user_id', subject.userId)
        .orWhereIn('invitation_id', invitationsOfPersonIn(transaction, subject).select('id')),
    );
}

/** The person's membership of the company while it is a candidate's (D91). */
function candidateMembershipIn(transaction: Knex.Transaction, subject: PersonInCompanySubject) {
  return transaction('memberships').where({
    user_id: subject.userId,
    company_id: subject.companyId,
    role: 'candidate',
  });
}

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
    // A candidate's membership goes with the company's copy of them; an employee's is their job,
    // which neither a withdrawn application nor a candidate's retention period ends.
    personInCompany: {
      find: (transaction, subject) => candidateMembershipIn(transaction, subject),
      erase: (transaction, subject) => candidateMembershipIn(transaction, subject).delete(),
    },
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
    personInCompany: {
      find: (transaction, subject) => invitationsOfPersonIn(transaction, subject),
      erase: (transaction, subject) => invitationsOfPersonIn(transaction, subject).delete(),
    },
    company: {
      find: (transaction, company) =>
        transaction('invitations').where({ company_id: company.companyId }),
      erase: (transaction, company) =>
        transaction('invitations').where({ company_id: company.companyId }).delete(),
    },
  },
  {
    table: 'company_reminder_settings',
    company: {
      find: (transaction, company) =>
        transaction('company_reminder_settings').where({ company_id: company.companyId }),
      // How often the company reminds people says nothing about anyone; it stays.
      erase: () => Promise.resolve(),
    },
  },
  {
    table: 'company_branding',
    company: {
      find: (transaction, company) =>
        transaction('company_branding')
          .where({ company_id: company.companyId })
          .select('company_id', 'welcome_line', 'logo_type', 'updated_at'),
      // The logo and the line are what the company wrote about itself: they go with its data.
      erase: (transaction, company) =>
        transaction('company_branding').where({ company_id: company.companyId }).delete(),
    },
  },
  {
    // Declared after invitations: erasure runs backwards, so reminders still find theirs.
    table: 'reminders',
    person: {
      find: (transaction, person) => remindersOf(transaction, person),
      erase: (transaction, person) => remindersOf(transaction, person).delete(),
    },
    personInCompany: {
      find: (transaction, subject) => remindersOfPersonIn(transaction, subject),
      erase: (transaction, subject) => remindersOfPersonIn(transaction, subject).delete(),
    },
    company: {
      find: (transaction, company) =>
        transaction('reminders').where({ company_id: company.companyId }),
      erase: (transaction, company) =>
        transaction('reminders').where({ company_id: company.companyId }).delete(),
    },
  },
];
