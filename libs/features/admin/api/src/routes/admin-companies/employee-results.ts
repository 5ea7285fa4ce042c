import { companyIdQuerySchema } from '@facet/admin-domain';
import { listEmployeeGroups } from '@facet/groups-api';
import { employeeGroupQuerySchema, type GroupListAnswer } from '@facet/groups-domain';
import { pageAnswer } from '@facet/platform-http';
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
import { urlIdSchema } from '@facet/platform-kernel';
import type { ServerRoute } from '@hapi/hapi';
import { defineAdminCompanyRoute } from './define-admin-company-route';

const resultsQuerySchema = employeeResultsQuerySchema.and(companyIdQuerySchema);

/**
 * GET /api/admin-companies/get-diagnoses-employees?email&company_id&page: {diagnoses, page,
 * totalPages, total}; ?result_id&company_id: {diagnose}. 404 no such company or not its employee.
 */
export function adminGetDiagnosesEmployeesRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/get-diagnoses-employees',
    companyIdIn: 'query',
    validate: { query: resultsQuerySchema },
    handler: async ({ query: { role: _role, ...query }, principal, database }) => {
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
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/get-employee-group',
    companyIdIn: 'query',
    validate: { query: employeeGroupsQuerySchema },
    handler: async ({ query, principal, database }): Promise<GroupListAnswer> => {
      const page = await listEmployeeGroups(database, principal, query);
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
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/get-employee-result-inform',
    companyIdIn: 'query',
    validate: { query: informQuerySchema },
    handler: async ({ query, principal, database }): Promise<EmployeeResultInformAnswer> => {
      return employeeResultInform(database, principal, query);
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
  return defineAdminCompanyRoute({
    method: 'POST',
    path: '/api/admin-companies/get-employee-inform-document/{email}/{result_id}',
    companyIdIn: 'query',
    validate: {
      params: documentParamsSchema,
      query: documentQuerySchema,
      payload: informDocumentPayloadSchema,
    },
    handler: async ({
      query: { lang },
      params: { email, result_id },
      principal,
      database,
    }): Promise<EmployeeInformDocumentAnswer> => {
      return employeeInformDocument(context, database, principal, { email, result_id, lang });
    },
  });
}
