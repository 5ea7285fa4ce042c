import { companyRoutes } from '@facet/platform-tenancy';
import {
  employeeReportDocumentParamsSchema,
  employeeReportDocumentQuerySchema,
  type EmployeeReportDocumentAnswer,
} from '@facet/profiles-domain';
import { reportDocumentPayloadSchema } from '@facet/reports-domain';
import type { ServerRoute } from '@hapi/hapi';
import {
  employeeReportDocument,
  type EmployeeDocumentContext,
} from '../../services/employee-documents';

/**
 * POST /api/companies/get-employee-inform-document/{email}/{id}?lang {charts?}: {pdfBase64}, the
 * report with the chosen profile's comparison. `charts` is accepted and unused (the server draws).
 */
export function getEmployeeReportDocumentRoutes(context: EmployeeDocumentContext): ServerRoute[] {
  return companyRoutes({
    method: 'POST',
    path: '/api/companies/get-employee-inform-document/{email}/{id}',
    validate: {
      params: employeeReportDocumentParamsSchema,
      query: employeeReportDocumentQuerySchema,
      payload: reportDocumentPayloadSchema,
    },
    actsAs: 'manager',
    platformAdmin: {
      path: '/api/admin-companies/get-employee-inform-document/{email}/{result_id}',
      companyIdIn: 'query',
      params: { result_id: 'id' },
    },
    handler: async ({
      query: { lang },
      params: { email, id },
      principal,
      request,
    }): Promise<EmployeeReportDocumentAnswer> => {
      return employeeReportDocument(context, request.server.app.database, principal, {
        email,
        result_id: id,
        lang,
      });
    },
  });
}
