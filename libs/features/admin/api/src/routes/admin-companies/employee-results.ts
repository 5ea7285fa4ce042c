import { companyIdQuerySchema } from '@facet/admin-domain';
import { listEmployeeGroups } from '@facet/groups-api';
import { employeeGroupQuerySchema, type GroupListAnswer } from '@facet/groups-domain';
import { adminStrategy, defineRoute, pageAnswer } from '@facet/platform-http';
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
import { signedInAdmin } from '../signed-in-admin';
import { adminPrincipal } from './admin-principal';

const resultsQuerySchema = employeeResultsQuerySchema.and(companyIdQuerySchema);

/**
 * GET /api/admin-companies/get-diagnoses-employees?email&company_id&page: {diagnoses, page,
 * totalPages, total}; ?result_id&company_id: {diagnose}. 404 no such company or not its employee.
 */
export function adminGetDiagnosesEmployeesRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin-companies/get-diagnoses-employees',
    options: { auth: adminStrategy },
    validate: { query: resultsQuerySchema },
    principal: signedInAdmin,
    handler: async ({
      query: { company_id, role: _role, ...query },
      principal: adminId,
      request,
    }) => {
      const database = request.server.app.database;
      const principal = adminPrincipal(adminId, company_id);
      if (query.result_id !== undefined) {
        return { diagnose: await getEmployeeResult(database, principal, query.result_id) };
      }
      const page = await listEmployeeResults(database, principal, {
        ...query,
        email: query.email!,
      });
      return pageAnswer('diagnoses', page) satisfies EmployeeResultsAnswer;
    },
  });
}

const employeeGroupsQuerySchema = employeeGroupQuerySchema
  .omit({ role: true })
  .extend(companyIdQuerySchema.shape);

/** GET /api/admin-companies/get-employee-group?email&company_id&page: {groups, …}; 404. */
export function adminGetEmployeeGroupRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin-companies/get-employee-group',
    options: { auth: adminStrategy },
    validate: { query: employeeGroupsQuerySchema },
    principal: signedInAdmin,
    handler: async ({
      query: { company_id, ...query },
      principal: adminId,
      request,
    }): Promise<GroupListAnswer> => {
      const page = await listEmployeeGroups(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        query,
      );
      return pageAnswer('groups', page);
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
  return defineRoute({
    method: 'GET',
    path: '/api/admin-companies/get-employee-result-inform',
    options: { auth: adminStrategy },
    validate: { query: informQuerySchema },
    principal: signedInAdmin,
    handler: async ({
      query: { company_id, ...query },
      principal: adminId,
      request,
    }): Promise<EmployeeResultInformAnswer> => {
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
  return defineRoute({
    method: 'POST',
    path: '/api/admin-companies/get-employee-inform-document/{email}/{result_id}',
    options: { auth: adminStrategy },
    validate: {
      params: documentParamsSchema,
      query: documentQuerySchema,
      payload: informDocumentPayloadSchema,
    },
    principal: signedInAdmin,
    handler: async ({
      query: { company_id, lang },
      params: { email, result_id },
      principal: adminId,
      request,
    }): Promise<EmployeeInformDocumentAnswer> => {
      return employeeInformDocument(
        context,
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        { email, result_id, lang },
      );
    },
  });
}
