import { companyIdQuerySchema } from '@facet/admin-domain';
import { listEmployeeGroups } from '@facet/groups-api';
import { employeeGroupQuerySchema, type GroupListAnswer } from '@facet/groups-domain';
import { zodValidator } from '@facet/platform-http';
import {
  employeeInformDocument,
  employeeResultInform,
  getEmployeeResult,
  listEmployeeResults,
  type EmployeeDocumentContext,
} from '@facet/profiles-api';
import {
  employeeInformDocumentParamsSchema,
  employeeInformDocumentQuerySchema,
  employeeResultInformQuerySchema,
  employeeResultsQuerySchema,
  type EmployeeInformDocumentAnswer,
  type EmployeeResultInformAnswer,
  type EmployeeResultsAnswer,
} from '@facet/profiles-domain';
import { informDocumentPayloadSchema } from '@facet/reports-domain';
import { urlIdSchema } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { adminRoute } from '../admin-route';
import { adminPrincipal } from './admin-principal';

const resultsQuerySchema = employeeResultsQuerySchema.and(companyIdQuerySchema);

/**
 * GET /api/admin-companies/get-diagnoses-employees?email&company_id&page: {diagnoses, page,
 * totalPages, total}; ?result_id&company_id: {diagnose}. 404 no such company or not its employee.
 */
export function adminGetDiagnosesEmployeesRoute(): ServerRoute {
  return adminRoute({
    method: 'GET',
    path: '/api/admin-companies/get-diagnoses-employees',
    validate: { query: zodValidator(resultsQuerySchema) },
    handler: async (request, _h, adminId) => {
      const {
        company_id,
        role: _role,
        ...query
      } = request.query as z.output<typeof resultsQuerySchema>;
      const database = request.server.app.database;
      const principal = adminPrincipal(adminId, company_id);
      if (query.result_id !== undefined) {
        return { diagnose: await getEmployeeResult(database, principal, query.result_id) };
      }
      const page = await listEmployeeResults(database, principal, {
        ...query,
        email: query.email!,
      });
      return {
        diagnoses: page.rows,
        page: page.page,
        totalPages: page.totalPages,
        total: page.total,
      } satisfies EmployeeResultsAnswer;
    },
  });
}

const employeeGroupsQuerySchema = employeeGroupQuerySchema
  .omit({ role: true })
  .extend(companyIdQuerySchema.shape);

/** GET /api/admin-companies/get-employee-group?email&company_id&page: {groups, …}; 404. */
export function adminGetEmployeeGroupRoute(): ServerRoute {
  return adminRoute({
    method: 'GET',
    path: '/api/admin-companies/get-employee-group',
    validate: { query: zodValidator(employeeGroupsQuerySchema) },
    handler: async (request, _h, adminId): Promise<GroupListAnswer> => {
      const { company_id, ...query } = request.query as z.output<typeof employeeGroupsQuerySchema>;
      const page = await listEmployeeGroups(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        query,
      );
      return { groups: page.rows, page: page.page, totalPages: page.totalPages, total: page.total };
    },
  });
}

const informQuerySchema = employeeResultInformQuerySchema
  .omit({ role: true })
  .extend(companyIdQuerySchema.shape);

/**
 * GET /api/admin-companies/get-employee-result-inform?result_id&email&company_id&lang:
 * {employee, inform, scores, profile, comparison}; 404.
 */
export function adminGetEmployeeResultInformRoute(): ServerRoute {
  return adminRoute({
    method: 'GET',
    path: '/api/admin-companies/get-employee-result-inform',
    validate: { query: zodValidator(informQuerySchema) },
    handler: async (request, _h, adminId): Promise<EmployeeResultInformAnswer> => {
      const { company_id, ...query } = request.query as z.output<typeof informQuerySchema>;
      return employeeResultInform(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        query,
      );
    },
  });
}

const documentParamsSchema = employeeInformDocumentParamsSchema
  .omit({ id: true })
  .extend({ result_id: urlIdSchema });
const documentQuerySchema = employeeInformDocumentQuerySchema
  .omit({ role: true })
  .extend(companyIdQuerySchema.shape);

/**
 * POST /api/admin-companies/get-employee-inform-document/{email}/{result_id}?lang&company_id
 * {charts?}: {pdfBase64}, the report with the chosen profile's comparison (the profiles
 * feature's document service; `charts` is accepted and unused).
 */
export function adminGetEmployeeInformDocumentRoute(context: EmployeeDocumentContext): ServerRoute {
  return adminRoute({
    method: 'POST',
    path: '/api/admin-companies/get-employee-inform-document/{email}/{result_id}',
    validate: {
      params: zodValidator(documentParamsSchema),
      query: zodValidator(documentQuerySchema),
      payload: zodValidator(informDocumentPayloadSchema),
    },
    handler: async (request, _h, adminId): Promise<EmployeeInformDocumentAnswer> => {
      const { email, result_id } = request.params as z.output<typeof documentParamsSchema>;
      const { company_id, lang } = request.query as z.output<typeof documentQuerySchema>;
      return employeeInformDocument(
        context,
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        { email, result_id, lang },
      );
    },
  });
}
