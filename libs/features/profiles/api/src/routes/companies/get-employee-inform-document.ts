import { companyMember } from '@facet/platform-tenancy';
import { defineRoute } from '@facet/platform-http';
import {
  employeeInformDocumentParamsSchema,
  employeeInformDocumentQuerySchema,
  type EmployeeInformDocumentAnswer,
} from '@facet/profiles-domain';
import { informDocumentPayloadSchema } from '@facet/reports-domain';
import type { ServerRoute } from '@hapi/hapi';
import {
  employeeInformDocument,
  type EmployeeDocumentContext,
} from '../../services/employee-documents';

/**
 * POST /api/companies/get-employee-inform-document/{email}/{id}?lang {charts?}: {pdfBase64}, the
 * report with the chosen profile's comparison. `charts` is accepted and unused (the server draws).
 */
export function getEmployeeInformDocumentRoute(context: EmployeeDocumentContext): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/companies/get-employee-inform-document/{email}/{id}',
    options: { auth: 'user' },
    validate: {
      params: employeeInformDocumentParamsSchema,
      query: employeeInformDocumentQuerySchema,
      payload: informDocumentPayloadSchema,
    },
    principal: companyMember('manager'),
    handler: async ({
      query: { lang, role },
      params: { email, id },
      principal,
      request,
    }): Promise<EmployeeInformDocumentAnswer> => {
      return employeeInformDocument(context, request.server.app.database, principal, {
        email,
        result_id: id,
        lang,
        role,
      });
    },
  });
}
