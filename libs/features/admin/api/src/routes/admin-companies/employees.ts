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
import { adminStrategy, defineRoute, pageAnswer, pageQuerySchema } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { signedInAdmin } from '../signed-in-admin';
import { adminPrincipal } from './admin-principal';

const listQuerySchema = employeeListQuerySchema
  .omit({ role: true })
  .extend(pageQuerySchema.shape)
  .extend(companyIdQuerySchema.shape);

/** GET /api/admin-companies/get-employees?company_id&page: {employees, page, totalPages, total}. */
export function adminGetEmployeesRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin-companies/get-employees',
    options: { auth: adminStrategy },
    validate: { query: listQuerySchema },
    principal: signedInAdmin,
    handler: async ({
      query: { company_id, ...query },
      principal: adminId,
      request,
    }): Promise<EmployeeListAnswer> => {
      const page = await listEmployees(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        query,
      );
      return pageAnswer('employees', page);
    },
  });
}

/** GET /api/admin-companies/get-employees/{email}?company_id: {employee}; 404 not a member. */
export function adminGetEmployeeRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin-companies/get-employees/{email}',
    options: { auth: adminStrategy },
    validate: { params: employeeEmailParamsSchema, query: companyIdQuerySchema },
    principal: signedInAdmin,
    handler: async ({
      query: { company_id },
      params: { email },
      principal: adminId,
      request,
    }): Promise<EmployeeAnswer> => {
      const employee = await getEmployee(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        email,
      );
      return { employee };
    },
  });
}

const changeRolePayload = changeRoleSchema.extend(companyIdBodySchema.shape);

/** PATCH /api/admin-companies/employee-change-role {company_id, email, newRole}: 404, 409. */
export function adminChangeRoleRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/admin-companies/employee-change-role',
    options: { auth: adminStrategy },
    validate: { payload: changeRolePayload },
    principal: signedInAdmin,
    handler: async ({
      payload: { company_id, ...change },
      principal: adminId,
      request,
    }): Promise<EmployeeAnswer> => {
      const employee = await changeEmployeeRole(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        change,
      );
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
  return defineRoute({
    method: 'PATCH',
    path: '/api/admin-companies/toggle-diagnosis-permission',
    options: { auth: adminStrategy },
    validate: { payload: togglePayload },
    principal: signedInAdmin,
    handler: async ({
      payload: { company_id, ...change },
      principal: adminId,
      request,
    }): Promise<EmployeeAnswer> => {
      const employee = await setEmployeeLicence(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        change,
      );
      return { employee };
    },
  });
}

const releasePayload = releaseEmployeeSchema.extend(companyIdBodySchema.shape);

/** PATCH /api/admin-companies/employee-release {company_id, email, lang}: 404, 409 last admin. */
export function adminReleaseEmployeeRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/admin-companies/employee-release',
    options: { auth: adminStrategy },
    validate: { payload: releasePayload },
    principal: signedInAdmin,
    handler: async ({ payload: { company_id, email }, principal: adminId, request }) => {
      const released = await releaseEmployee(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        { email },
      );
      return { email: released.email, message: 'The employee has left the company.' };
    },
  });
}
