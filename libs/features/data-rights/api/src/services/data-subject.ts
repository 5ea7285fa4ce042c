import { membershipWithCompany } from '@facet/company-api';
import type { DataRightsEntity } from '@facet/data-rights-domain';
import type { PersonalDataSubject } from '@facet/platform-db';
import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import type { RequestRow } from './request-rows';

/**
 * Whose data an action touches. The person is the account the request is tied to (or, for an
 * old visitor request, the account holding its address). A company is the one the person
 * administers: a member who is not its administrator cannot act for it (403). Acting on data
 * needs the identity confirmed (filed signed in, written in the thread signed in, or set to
 * `contacted` by an admin after checking by e-mail): else 403.
 */
export async function resolveSubject(
  transaction: Knex.Transaction,
  request: RequestRow,
  entity: DataRightsEntity,
): Promise<PersonalDataSubject> {
  if (!request.identity_confirmed) {
    throw Boom.forbidden(
      "Confirm the person's identity first: check with them by e-mail and set the request to contacted.",
    );
  }
  const person = await (
    request.user_id !== null
      ? transaction('users').where({ id: request.user_id })
      : transaction('users').whereRaw('lower(email) = lower(?)', [request.email])
  ).first('id', 'email');
  if (!person) throw Boom.notFound('No account holds data of this person.');
  if (entity === 'employee') {
    return { kind: 'person', userId: Number(person.id), email: person.email };
  }
  const membership = await membershipWithCompany(transaction, Number(person.id));
  if (!membership) throw Boom.notFound('This person belongs to no company.');
  if (membership.role !== 'admin') {
    throw Boom.forbidden("Only the company's administrator can exercise rights on its data.");
  }
  return { kind: 'company', companyId: membership.company_id, email: membership.company_email };
}
