import {
  companyProblems,
  type EmployeeRecord,
  type EmployeeSortColumn,
} from '@facet/company-domain';
import { paginate, type Page, type PageQuery, problem } from '@facet/platform-http';
import type { CompanyRole, ToggleableLicenceState } from '@facet/platform-kernel';
import type { Knex } from 'knex';
import {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import type { CompanyPorts } from '../company-ports';
import type { Membership } from '../models';
import { lockCompanyAdministrators, refuseLosingLastAdministrator } from './company-administrators';
import { lockAvailableLicences, setLicenceStates } from './licences';
import { changeMemberRole, removeMember } from './memberships';

const notInCompany = () => problem(companyProblems.notAnEmployee);

const employeeColumns = [
  'u.id as user_id',
  'u.name',
  'u.email',
  'm.role',
  'm.licence_state',
  'm.joined_at',
] as const;

/** Whether the member finished an assessment in the company, for a licence that reads "Used". */
const hasFinishedColumn = (transaction: Knex.Transaction, ports: CompanyPorts) =>
  transaction.raw('exists ? as has_finished', [
    ports
      .storedResults(transaction)
      .whereRaw('r.user_id = m.user_id and r.company_id = m.company_id')
      .select(transaction.raw('1')),
  ]);

/** A member with their name and address, as the company panel lists them. */
export type EmployeeRow = Pick<Membership, 'user_id' | 'role' | 'licence_state' | 'joined_at'> & {
  name: string;
  email: string;
  has_finished: boolean;
};

function toEmployeeRecord(row: EmployeeRow): EmployeeRecord {
  return {
    name: row.name,
    email: row.email,
    role: row.role,
    licence_state: row.licence_state,
    hasFinished: row.has_finished,
    joined_at: new Date(row.joined_at).toISOString(),
  };
}

function employeesOf(transaction: Knex.Transaction, companyId: number) {
  return transaction('memberships as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where('m.company_id', companyId);
}

/** The member with this e-mail in the actor's company, locked for a change; 404 otherwise. */
async function employeeByEmail(
  transaction: Knex.Transaction,
  ports: CompanyPorts,
  actor: CompanyActor,
  email: string,
  lock: 'lock for change' | 'read only',
): Promise<EmployeeRow> {
  const query = employeesOf(transaction, actor.companyId).whereRaw('lower(u.email) = lower(?)', [
    email,
  ]);
  if (lock === 'lock for change') query.forUpdate('m');
  const row = await query.first<EmployeeRow | undefined>(
    ...employeeColumns,
    hasFinishedColumn(transaction, ports),
  );
  if (!row) throw notInCompany();
  return row;
}

const sortExpressions: Record<EmployeeSortColumn, string> = {
  name: 'lower(u.name)',
  email: 'lower(u.email)',
  role: 'm.role',
  licence_state: 'm.licence_state',
  joined_at: 'm.joined_at',
};

/** GET /companies/get-employees?page: one page of the caller's company, sorted on the server. */
export async function listEmployees(
  database: Knex,
  ports: CompanyPorts,
  principal: CompanyPrincipal,
  query: PageQuery & { sort: EmployeeSortColumn; order: 'asc' | 'desc' },
): Promise<Page<EmployeeRecord>> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const direction = query.order === 'desc' ? 'desc' : 'asc';
    const list = employeesOf(transaction, actor.companyId)
      .select(...employeeColumns, hasFinishedColumn(transaction, ports))
      .orderByRaw(`${sortExpressions[query.sort]} ${direction}, u.id ${direction}`);
    const page = await paginate<EmployeeRow>(list, query);
    return { ...page, rows: page.rows.map(toEmployeeRecord) };
  });
}

/** GET /companies/get-employees/{email}: 404 unless a member of the caller's company. */
export async function getEmployee(
  database: Knex,
  ports: CompanyPorts,
  principal: CompanyPrincipal,
  email: string,
): Promise<EmployeeRecord> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    return toEmployeeRecord(await employeeByEmail(transaction, ports, actor, email, 'read only'));
  });
}

/**
 * PATCH /companies/employee-change-role (company admins): 404 not a member, 409 own role,
 * already that role, or the last administrator's demotion.
 */
export async function changeEmployeeRole(
  database: Knex,
  ports: CompanyPorts,
  principal: CompanyPrincipal,
  change: { email: string; newRole: CompanyRole },
): Promise<EmployeeRecord> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    // Administrators before the employee's row, as every change of roles locks them.
    await lockCompanyAdministrators(transaction, actor.companyId);
    const employee = await employeeByEmail(
      transaction,
      ports,
      actor,
      change.email,
      'lock for change',
    );
    if (actor.userId !== null && Number(employee.user_id) === actor.userId) {
      throw problem(companyProblems.ownRole);
    }
    if (employee.role === change.newRole) {
      throw problem(companyProblems.sameRole, { role: change.newRole });
    }
    await changeMemberRole(
      transaction,
      { userId: employee.user_id, companyId: actor.companyId },
      change.newRole,
    );
    await recordCompanyChange(transaction, actor, {
      action: 'company.role_changed',
      target: employee.email,
      details: { from: employee.role, to: change.newRole },
    });
    return toEmployeeRecord({ ...employee, role: change.newRole });
  });
}

/**
 * PATCH /companies/toggle-diagnosis-permission: grants or withdraws an employee's licence.
 * 404 not a member, 409 already that state or an assessment in progress, 402 when a grant finds
 * no licence left. The company row is locked, so concurrent grants cannot exceed its licences.
 */
export async function setEmployeeLicence(
  database: Knex,
  ports: CompanyPorts,
  principal: CompanyPrincipal,
  change: { email: string; newLicenseState: ToggleableLicenceState },
): Promise<EmployeeRecord> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const employee = await employeeByEmail(
      transaction,
      ports,
      actor,
      change.email,
      'lock for change',
    );
    if (employee.licence_state === 'inProgress') {
      throw problem(companyProblems.licenceInUse);
    }
    if (employee.licence_state === change.newLicenseState) {
      throw problem(
        change.newLicenseState === 'yes'
          ? companyProblems.alreadyLicensed
          : companyProblems.alreadyUnlicensed,
      );
    }
    if (
      change.newLicenseState === 'yes' &&
      (await lockAvailableLicences(transaction, actor.companyId)) <= 0
    ) {
      throw problem(companyProblems.noLicencesToGrant);
    }
    await setLicenceStates(
      transaction,
      actor.companyId,
      [employee.user_id],
      change.newLicenseState,
    );
    await recordCompanyChange(transaction, actor, {
      action: 'company.licence_changed',
      target: employee.email,
      details: { from: employee.licence_state, to: change.newLicenseState },
    });
    return toEmployeeRecord({ ...employee, licence_state: change.newLicenseState });
  });
}

/**
 * PATCH /companies/employee-release (company admins): the person leaves the company and keeps
 * their account and their own results. 404 not a member, 409 oneself or the last administrator.
 */
export async function releaseEmployee(
  database: Knex,
  ports: CompanyPorts,
  principal: CompanyPrincipal,
  release: { email: string },
): Promise<{ email: string }> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const administrators = await lockCompanyAdministrators(transaction, actor.companyId);
    const employee = await employeeByEmail(
      transaction,
      ports,
      actor,
      release.email,
      'lock for change',
    );
    refuseLosingLastAdministrator(administrators, Number(employee.user_id));
    if (actor.userId !== null && Number(employee.user_id) === actor.userId) {
      throw problem(companyProblems.releaseSelf);
    }
    await removeMember(transaction, { userId: employee.user_id, companyId: actor.companyId });
    await recordCompanyChange(transaction, actor, {
      action: 'company.employee_released',
      target: employee.email,
      details: { role: employee.role, licence_state: employee.licence_state },
    });
    return { email: employee.email };
  });
}
