import { adminProblems } from '@facet/admin-domain';
import type { AdminCompanyRecord } from '@facet/admin-domain';
import {
  closeCompany,
  openCompany,
  readLicenceCountsOfCompanies,
  type Company,
} from '@facet/company-api';
import { companyProblems } from '@facet/company-domain';
import { paginate, problem, type Page, type PageQuery } from '@facet/platform-http';
import type { Knex } from 'knex';
import { anyColumnContains, breachesUniqueIndex } from '@facet/platform-db';
import { recordAdminAction } from './admin-audit';
import { searchPage } from './search-page';

/** A company as the back office lists it: its row with its member count and administrator. */
type CompanyRow = Pick<Company, 'id' | 'name' | 'email' | 'licences' | 'created_at'> & {
  employees: number;
  administrator: string | null;
  admin_email: string | null;
};

/** Companies with their member count and first administrator (the company panel's choice). */
export function companiesWithAdministrator(database: Knex | Knex.Transaction) {
  return database('companies as c')
    .joinRaw(
      `left join lateral (
         select u.name, u.email from memberships m join users u on u.id = m.user_id
          where m.company_id = c.id and m.role = 'admin'
          order by m.joined_at, u.id limit 1) a on true`,
    )
    .select(
      'c.id',
      'c.name',
      'c.email',
      'c.licences',
      'c.created_at',
      database.raw(
        '(select count(*) from memberships e where e.company_id = c.id)::int as employees',
      ),
      'a.name as administrator',
      'a.email as admin_email',
    );
}

/** The rows as the back office shows them, each with its licences in the one vocabulary. */
async function toCompanyRecords(
  database: Knex | Knex.Transaction,
  rows: readonly CompanyRow[],
): Promise<AdminCompanyRecord[]> {
  const counts = await readLicenceCountsOfCompanies(
    database,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => ({
    company_id: Number(row.id),
    name: row.name,
    email: row.email,
    administrator: row.administrator,
    adminEmail: row.admin_email,
    employees: Number(row.employees),
    licences: row.licences,
    licenceCounts: counts.get(Number(row.id))!,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/** GET /admin/get-companies?page: every company, by name. */
export async function listCompanies(
  database: Knex,
  query: PageQuery,
): Promise<Page<AdminCompanyRecord>> {
  const list = companiesWithAdministrator(database).orderByRaw('lower(c.name), c.id');
  const page = await paginate<CompanyRow>(list, query);
  return { ...page, rows: await toCompanyRecords(database, page.rows) };
}

/** GET /admin/search/company?searchTerm: name or company e-mail containing the term. */
export async function searchCompanies(
  database: Knex,
  query: PageQuery & { searchTerm: string },
): Promise<Page<AdminCompanyRecord>> {
  const matching = database('companies as c').where(
    anyColumnContains({ table: 'c', columns: ['name', 'email'] }, query.searchTerm),
  );
  const page = await searchPage<CompanyRow>(
    database,
    {
      matching,
      idColumn: 'c.id',
      sortKey: 'lower(c.name)',
      details: (ids) => companiesWithAdministrator(database).whereIn('c.id', ids),
    },
    query,
  );
  return { ...page, rows: await toCompanyRecords(database, page.rows) };
}

export async function readAdminCompany(
  database: Knex | Knex.Transaction,
  companyId: number,
): Promise<AdminCompanyRecord> {
  const row = await companiesWithAdministrator(database)
    .where('c.id', companyId)
    .first<CompanyRow | undefined>();
  if (!row) throw problem(companyProblems.notFound);
  const [record] = await toCompanyRecords(database, [row]);
  return record!;
}

/**
 * POST /companies/create-company {name, email, adminEmail, lang}: a company with no licences
 * whose administrator is an existing user. 404 no user has adminEmail, 409 name or e-mail in use,
 * 422 that user already administers a company. A user who is a member (not an administrator)
 * of another company moves, as when accepting an invitation; their results stay with them.
 */
export async function createCompany(
  database: Knex,
  adminId: number,
  company: { name: string; email: string; adminEmail: string },
): Promise<AdminCompanyRecord> {
  try {
    return await database.transaction(async (transaction) => {
      const administrator = await transaction('users')
        .whereRaw('lower(email) = lower(?)', [company.adminEmail])
        .forUpdate()
        .first('id');
      if (!administrator) throw problem(adminProblems.noAdministratorAccount);
      const taken = await transaction('companies')
        .whereRaw('lower(name) = lower(?)', [company.name])
        .orWhereRaw('lower(email) = lower(?)', [company.email])
        .first('name');
      if (taken) {
        throw problem(
          taken.name.toLowerCase() === company.name.toLowerCase()
            ? adminProblems.companyNameInUse
            : adminProblems.companyEmailInUse,
        );
      }
      const membership = await transaction('memberships')
        .where({ user_id: administrator.id })
        .first('company_id', 'role');
      if (membership?.role === 'admin') {
        throw problem(adminProblems.administersAnotherCompany);
      }
      const companyId = await openCompany(
        transaction,
        { name: company.name, email: company.email },
        {
          userId: Number(administrator.id),
          ...(membership && { currentCompanyId: Number(membership.company_id) }),
        },
      );
      await recordAdminAction(transaction, adminId, {
        action: 'company.created',
        target: company.email,
        companyId,
        details: {
          name: company.name,
          administrator: company.adminEmail,
          movedFrom: membership ? Number(membership.company_id) : null,
        },
      });
      return readAdminCompany(transaction, companyId);
    });
  } catch (error) {
    if (breachesUniqueIndex(error)) throw problem(adminProblems.companyNameOrEmailInUse);
    throw error;
  }
}

/**
 * DELETE /admin/delete-company {companyEmailDelete}: the company and, through the foreign keys,
 * its memberships, invitations and their links, profiles and groups. People keep their accounts
 * and their results (which lose the company). 404 unknown e-mail.
 */
export async function deleteCompany(
  database: Knex,
  adminId: number,
  email: string,
): Promise<{ company_id: number; name: string }> {
  return database.transaction(async (transaction) => {
    const company = await transaction('companies')
      .whereRaw('lower(email) = lower(?)', [email])
      .forUpdate()
      .first('id', 'name', 'email');
    if (!company) throw problem(adminProblems.noCompanyWithEmail);
    const companyId = Number(company.id);
    const [members] = await transaction('memberships')
      .where({ company_id: companyId })
      .count<{ count: string }[]>('* as count');
    await closeCompany(transaction, companyId);
    await recordAdminAction(transaction, adminId, {
      action: 'company.deleted',
      target: company.email,
      details: { company_id: companyId, name: company.name, members: Number(members?.count ?? 0) },
    });
    return { company_id: companyId, name: company.name };
  });
}
