import type { Knex } from 'knex';
import { raw } from 'objection';
import { Company } from '../models';
import { addMember, removeMember } from './memberships';

/**
 * A new company with no licences, administered by an existing user; one who is a member of
 * another company moves, as when accepting an invitation. Answers the company's id.
 */
export async function openCompany(
  transaction: Knex.Transaction,
  company: { name: string; email: string },
  administrator: { userId: number; currentCompanyId?: number },
): Promise<number> {
  const { id } = await Company.query(transaction).insert({
    name: company.name,
    email: company.email,
    licences: 0,
  });
  if (administrator.currentCompanyId !== undefined) {
    await removeMember(transaction, {
      userId: administrator.userId,
      companyId: administrator.currentCompanyId,
    });
  }
  await addMember(transaction, { userId: administrator.userId, companyId: id, role: 'admin' });
  return id;
}

/** The company goes, and through the foreign keys its memberships, invitations, profiles and groups. */
export async function closeCompany(
  transaction: Knex.Transaction,
  companyId: number,
): Promise<void> {
  await Company.query(transaction).deleteById(companyId);
}

/** A corrected name and/or address of the company (a data-rights rectification). */
export async function rectifyCompany(
  transaction: Knex.Transaction,
  companyId: number,
  patch: { name?: string; email?: string },
): Promise<void> {
  await Company.query(transaction)
    .findById(companyId)
    .patch({ ...patch, updated_at: raw('now()') });
}
