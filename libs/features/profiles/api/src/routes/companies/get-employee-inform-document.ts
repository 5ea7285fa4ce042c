import { zodValidator } from '@facet/platform-http';
import {
  employeeInformDocumentParamsSchema,
  employeeInformDocumentQuerySchema,
  type EmployeeInformDocumentAnswer,
} from '@facet/profiles-domain';
import { informDocumentPayloadSchema } from '@facet/reports-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import {
  employeeInformDocument,
  type EmployeeDocumentContext,
} from '../../services/employee-documents';
import { userPrincipal } from '../principal';

/**
 * POST /api/companies/get-employee-inform-document/{email}/{id}?lang {charts?}: {pdfBase64}, the
 * report with the chosen profile's comparison. `charts` is accepted and unused (the server draws).
 */
export function getEmployeeInformDocumentRoute(context: EmployeeDocumentContext): ServerRoute {
  return {
    method: 'POST',
    path: '/api/companies/get-employee-inform-document/{email}/{id}',
    options: {
      auth: 'user',
      validate: {
        params: zodValidator(employeeInformDocumentParamsSchema),
        query: zodValidator(employeeInformDocumentQuerySchema),
        payload: zodValidator(informDocumentPayloadSchema),
      },
    },
    handler: async (request): Promise<EmployeeInformDocumentAnswer> => {
      const { email, id } = request.params as z.output<typeof employeeInformDocumentParamsSchema>;
      const { lang, role } = request.query as z.output<typeof employeeInformDocumentQuerySchema>;
      return employeeInformDocument(context, request.server.app.database, userPrincipal(request), {
        email,
        result_id: id,
        lang,
        role,
      });
    },
  };
}
