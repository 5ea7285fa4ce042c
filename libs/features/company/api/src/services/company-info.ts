import { companyProblems, type CompanyRecord } from '@facet/company-domain';
import { problem } from '@facet/platform-http';
import type { Knex } from 'knex';
import { raw } from 'objection';
import { Company } from '../models';
import {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import { userContactOf } from '@facet/session-api';
import { readLicenceCounts } from './licences';

export async function readCompanyRecord(
  transaction: Knex.Transaction,
  companyId: number,
): Promise<CompanyRecord> {
  const company = await Company.query(transaction).findById(companyId);
  if (!company) throw problem(companyProblems.notFound);
  const counts = await transaction('memberships')
    .where({ company_id: companyId })
    .count({ employees: '*' })
    .first();
  // The first administrator to join; the session feature owns their name and e-mail.
  const firstAdministrator = await transaction('memberships')
    .where({ company_id: companyId, role: 'admin' })
    .orderBy([{ column: 'joined_at' }, { column: 'user_id' }])
    .first('user_id');
  const administrator =
    firstAdministrator && (await userContactOf(transaction, firstAdministrator.user_id));
  const licenceCounts = await readLicenceCounts(transaction, companyId);
  return {
    company_id: Number(company.id),
    name: company.name,
    email: company.email,
    administrator: administrator?.name ?? null,
    adminEmail: administrator?.email ?? null,
    employees: Number(counts?.employees ?? 0),
    licences: company.licences,
    grantedLicences: licenceCounts.assigned,
    availableLicences: licenceCounts.available,
    licenceCounts,
    requireSecondFactor: company.require_second_factor,
  };
}

/** The company's name, as views and exports of the whole company name it in the audit trail. */
export async function companyNameOf(
  transaction: Knex | Knex.Transaction,
  companyId: number,
): Promise<string> {
  const company = await transaction('companies').where({ id: companyId }).first('name');
  if (!company) throw new Error(`Company ${companyId} does not exist.`);
  return company.name;
}

/** GET /companies/get-company: the caller's company (managers and admins). */
export async function getCompany(
  database: Knex,
  principal: CompanyPrincipal,
): Promise<CompanyRecord> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    return { ...(await readCompanyRecord(transaction, actor.companyId)), viewerRole: actor.role };
  });
}

async function assertCompanyFieldsFree(
  transaction: Knex.Transaction,
  actor: CompanyActor,
  update: { name: string; email: string },
): Promise<void> {
  const taken = await transaction('companies')
    .whereNot({ id: actor.companyId })
    .andWhere((query) =>
      query
        .whereRaw('lower(name) = lower(?)', [update.name])
        .orWhereRaw('lower(email) = lower(?)', [update.email]),
    )
    .first('name');
  if (!taken) return;
  throw problem(
    taken.name.toLowerCase() === update.name.toLowerCase()
      ? companyProblems.nameInUse
      : companyProblems.emailInUse,
  );
}

/** Editable company info (name and e-mail, both unique); company admins only. 409 when taken. */
export async function updateCompany(
  database: Knex,
  principal: CompanyPrincipal,
  update: { name: string; email: string; requireSecondFactor?: boolean },
): Promise<CompanyRecord> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    await assertCompanyFieldsFree(transaction, actor, update);
    const before = await Company.query(transaction).findById(actor.companyId).forUpdate();
    await Company.query(transaction)
      .findById(actor.companyId)
      .patch({
        name: update.name,
        email: update.email,
        ...(update.requireSecondFactor !== undefined && {
          require_second_factor: update.requireSecondFactor,
        }),
        updated_at: raw('now()'),
      });
    await recordCompanyChange(transaction, actor, {
      action: 'company.updated',
      target: update.email,
      details: {
        from: {
          name: before?.name,
          email: before?.email,
          requireSecondFactor: before?.require_second_factor,
        },
        to: update,
      },
    });
    return { ...(await readCompanyRecord(transaction, actor.companyId)), viewerRole: actor.role };
  });
}
