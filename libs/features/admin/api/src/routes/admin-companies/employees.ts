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
import { pageQuerySchema, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { adminRoute } from '../admin-route';
import { adminPrincipal } from './admin-principal';

const listQuerySchema = employeeListQuerySchema
  .omit({ role: true })
  .extend(pageQuerySchema.shape)
  .extend(companyIdQuerySchema.shape);

/** GET /api/admin-companies/get-employees?company_id&page: {employees, page, totalPages, total}. */
export function adminGetEmployeesRoute(): ServerRoute {
  return adminRoute({
    method: 'GET',
    path: '/api/admin-companies/get-employees',
    validate: { query: zodValidator(listQuerySchema) },
    handler: async (request, _h, adminId): Promise<EmployeeListAnswer> => {
      const { company_id, ...query } = request.query as z.output<typeof listQuerySchema>;
      const page = await listEmployees(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        query,
      );
      return {
        employees: page.rows,
        page: page.page,
        totalPages: page.totalPages,
        total: page.total,
      };
    },
  });
}

/** GET /api/admin-companies/get-employees/{email}?company_id: {employee}; 404 not a member. */
export function adminGetEmployeeRoute(): ServerRoute {
  return adminRoute({
    method: 'GET',
    path: '/api/admin-companies/get-employees/{email}',
    validate: {
      params: zodValidator(employeeEmailParamsSchema),
      query: zodValidator(companyIdQuerySchema),
    },
    handler: async (request, _h, adminId): Promise<EmployeeAnswer> => {
      const { email } = request.params as z.output<typeof employeeEmailParamsSchema>;
      const { company_id } = request.query as z.output<typeof companyIdQuerySchema>;
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
  return adminRoute({
    method: 'PATCH',
    path: '/api/admin-companies/employee-change-role',
    validate: { payload: zodValidator(changeRolePayload) },
    handler: async (request, _h, adminId): Promise<EmployeeAnswer> => {
      const { company_id, ...change } = request.payload as z.output<typeof changeRolePayload>;
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
  return adminRoute({
    method: 'PATCH',
    path: '/api/admin-companies/toggle-diagnosis-permission',
    validate: { payload: zodValidator(togglePayload) },
    handler: async (request, _h, adminId): Promise<EmployeeAnswer> => {
      const { company_id, ...change } = request.payload as z.output<typeof togglePayload>;
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
  return adminRoute({
    method: 'PATCH',
    path: '/api/admin-companies/employee-release',
    validate: { payload: zodValidator(releasePayload) },
    handler: async (request, _h, adminId) => {
      const { company_id, email } = request.payload as z.output<typeof releasePayload>;
      const released = await releaseEmployee(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        { email },
      );
      return { email: released.email, message: 'The employee has left the company.' };
    },
  });
}
