import type { DataRightsEntity } from '@facet/data-rights-domain';
import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import type { RequestRow } from './request-rows';

export interface PersonSubject {
  kind: 'employee';
  userId: number;
  email: string;
  name: string;
}

export interface CompanySubject {
  kind: 'company';
  companyId: number;
  userId: number;
}

export type DataSubject = PersonSubject | CompanySubject;

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
): Promise<DataSubject> {
  if (!request.identity_confirmed) {
    throw Boom.forbidden(
      "Confirm the person's identity first: check with them by e-mail and set the request to contacted.",
    );
  }
  const person = await (
    request.user_id !== null
      ? transaction('users').where({ id: request.user_id })
      : transaction('users').whereRaw('lower(email) = lower(?)', [request.email])
  ).first<{ id: string; email: string; name: string } | undefined>('id', 'email', 'name');
  if (!person) throw Boom.notFound('No account holds data of this person.');
  if (entity === 'employee') {
    return { kind: 'employee', userId: Number(person.id), email: person.email, name: person.name };
  }
  const membership = await transaction('memberships')
    .where({ user_id: person.id })
    .first<{ company_id: string; role: string } | undefined>('company_id', 'role');
  if (!membership) throw Boom.notFound('This person belongs to no company.');
  if (membership.role !== 'admin') {
    throw Boom.forbidden("Only the company's administrator can exercise rights on its data.");
  }
  return { kind: 'company', companyId: Number(membership.company_id), userId: Number(person.id) };
}
