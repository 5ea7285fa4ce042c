import { companyIdBodySchema, companyIdQuerySchema } from '@facet/admin-domain';
import {
  changeEmployeeRole,
  getEmployee,
  listEmployees,
  releaseEmployee,
  setEmployeeLicence,
} from '@facet/company-api';
import {
  changeRoleSchema,
  employeeEmailParamsSchema,
  employeeListQuerySchema,
  releaseEmployeeSchema,
  toggleLicenceSchema,
  type EmployeeAnswer,
  type EmployeeListAnswer,
} from '@facet/company-domain';
import { pageAnswer, pageQuerySchema } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { defineAdminCompanyRoute } from './define-admin-company-route';

const listQuerySchema = employeeListQuerySchema
  .omit({ role: true })
  .extend(pageQuerySchema.shape)
  .extend(companyIdQuerySchema.shape);

/** GET /api/admin-companies/get-employees?company_id&page: {employees, page, totalPages, total}. */
export function adminGetEmployeesRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/get-employees',
    companyIdIn: 'query',
    validate: { query: listQuerySchema },
    handler: async ({ query, principal, database }): Promise<EmployeeListAnswer> => {
      const page = await listEmployees(database, principal, query);
      return pageAnswer('employees', page);
    },
  });
}

/** GET /api/admin-companies/get-employees/{email}?company_id: {employee}; 404 not a member. */
export function adminGetEmployeeRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/get-employees/{email}',
    companyIdIn: 'query',
    validate: { params: employeeEmailParamsSchema, query: companyIdQuerySchema },
    handler: async ({ params: { email }, principal, database }): Promise<EmployeeAnswer> => {
      const employee = await getEmployee(database, principal, email);
      return { employee };
    },
  });
}

const changeRolePayload = changeRoleSchema.extend(companyIdBodySchema.shape);

/** PATCH /api/admin-companies/employee-change-role {company_id, email, newRole}: 404, 409. */
export function adminChangeRoleRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'PATCH',
    path: '/api/admin-companies/employee-change-role',
    companyIdIn: 'payload',
    validate: { payload: changeRolePayload },
    handler: async ({ payload: change, principal, database }): Promise<EmployeeAnswer> => {
      const employee = await changeEmployeeRole(database, principal, change);
      return { employee };
    },
  });
}

const togglePayload = toggleLicenceSchema.extend(companyIdBodySchema.shape);

/**
 * PATCH /api/admin-companies/toggle-diagnosis-permission {email, newLicenseState, company_id}:
 * 400 invalid, 402 no licence left, 404 not a member, 409 already that state or in progress.
 */
export function adminToggleLicenceRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'PATCH',
    path: '/api/admin-companies/toggle-diagnosis-permission',
    companyIdIn: 'payload',
    validate: { payload: togglePayload },
    handler: async ({ payload: change, principal, database }): Promise<EmployeeAnswer> => {
      const employee = await setEmployeeLicence(database, principal, change);
      return { employee };
    },
  });
}

const releasePayload = releaseEmployeeSchema.extend(companyIdBodySchema.shape);

/** PATCH /api/admin-companies/employee-release {company_id, email, lang}: 404, 409 last admin. */
export function adminReleaseEmployeeRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'PATCH',
    path: '/api/admin-companies/employee-release',
    companyIdIn: 'payload',
    validate: { payload: releasePayload },
    handler: async ({ payload: { email }, principal, database }) => {
      const released = await releaseEmployee(database, principal, { email });
      return { email: released.email, message: 'The employee has left the company.' };
    },
  });
}
