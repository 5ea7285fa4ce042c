import { maximumLicences, adminProblems } from '@facet/admin-domain';
import { changeLicenceCount } from '@facet/company-api';
import { companyProblems } from '@facet/company-domain';
import { problem } from '@facet/platform-http';
import type { Knex } from 'knex';
import { recordAdminAction } from './admin-audit';

async function assertCompanyExists(transaction: Knex.Transaction, companyId: number) {
  const company = await transaction('companies').where({ id: companyId }).first('id');
  if (!company) throw problem(companyProblems.notFound);
}

/**
 * PATCH /admin/add-licenses: one atomic update that adds only while the sum stays within the
 * maximum, so concurrent additions cannot overflow it. 404 unknown company, 422 above the
 * maximum (the count asked for, or the sum with what the company holds).
 */
export async function addLicences(
  database: Knex,
  adminId: number,
  change: { company_id: number; licensesNumber: number },
): Promise<{ licences: number }> {
  return database.transaction(async (transaction) => {
    if (change.licensesNumber > maximumLicences) {
      await assertCompanyExists(transaction, change.company_id);
      throw problem(adminProblems.tooManyLicences);
    }
    const licences = await changeLicenceCount(
      transaction,
      change.company_id,
      change.licensesNumber,
      maximumLicences,
    );
    if (licences === undefined) {
      await assertCompanyExists(transaction, change.company_id);
      throw problem(adminProblems.tooManyLicences);
    }
    await recordAdminAction(transaction, adminId, {
      action: 'company.licences_added',
      target: `company #${change.company_id}`,
      companyId: change.company_id,
      details: {
        added: change.licensesNumber,
        from: licences - change.licensesNumber,
        to: licences,
      },
    });
    return { licences };
  });
}

/**
 * PATCH /admin/revoke-licenses: one atomic update that takes licences away only while the
 * company holds at least as many, so concurrent revocations never go below zero. 404 unknown
 * company, 422 more than held.
 */
export async function revokeLicences(
  database: Knex,
  adminId: number,
  change: { company_id: number; licensesNumberToRemove: number },
): Promise<{ licences: number }> {
  return database.transaction(async (transaction) => {
    if (change.licensesNumberToRemove > maximumLicences) {
      await assertCompanyExists(transaction, change.company_id);
      throw problem(adminProblems.tooFewLicences);
    }
    const licences = await changeLicenceCount(
      transaction,
      change.company_id,
      -change.licensesNumberToRemove,
    );
    if (licences === undefined) {
      await assertCompanyExists(transaction, change.company_id);
      throw problem(adminProblems.tooFewLicences);
    }
    await recordAdminAction(transaction, adminId, {
      action: 'company.licences_revoked',
      target: `company #${change.company_id}`,
      companyId: change.company_id,
      details: {
        revoked: change.licensesNumberToRemove,
        from: licences + change.licensesNumberToRemove,
        to: licences,
      },
    });
    return { licences };
  });
}
