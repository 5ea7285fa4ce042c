import { dataRightsProblems } from '@facet/data-rights-domain';
import type { DataRightsEntity } from '@facet/data-rights-domain';
import type { PersonalDataSubject } from '@facet/platform-db';
import { problem } from '@facet/platform-http';
import type { Knex } from 'knex';
import type { DataRightsPorts } from '../data-rights-ports';
import type { RequestRow } from './request-rows';

/**
 * Whose data an action touches. The person is the account the request is tied to (or, for an
 * old visitor request, the account holding its address). A company is the one the person
 * administers: a member who is not its administrator cannot act for it (403). Acting on data
 * needs the identity confirmed (filed signed in, written in the thread signed in, or set to
 * `contacted` by an admin after checking by e-mail): else 403.
 */
export async function resolveSubject(
  ports: Pick<DataRightsPorts, 'membershipWithCompany'>,
  transaction: Knex.Transaction,
  request: RequestRow,
  entity: DataRightsEntity,
): Promise<PersonalDataSubject> {
  if (!request.identity_confirmed) {
    throw problem(dataRightsProblems.identityUnconfirmed);
  }
  const person = await (
    request.user_id !== null
      ? transaction('users').where({ id: request.user_id })
      : transaction('users').whereRaw('lower(email) = lower(?)', [request.email])
  ).first('id', 'email');
  if (!person) throw problem(dataRightsProblems.personNotFound);
  if (entity === 'employee') {
    return { kind: 'person', userId: Number(person.id), email: person.email };
  }
  const membership = await ports.membershipWithCompany(transaction, Number(person.id));
  if (!membership) throw problem(dataRightsProblems.personWithoutCompany);
  if (membership.role !== 'admin') {
    throw problem(dataRightsProblems.notCompanyAdministrator);
  }
  return { kind: 'company', companyId: membership.company_id, email: membership.company_email };
}
