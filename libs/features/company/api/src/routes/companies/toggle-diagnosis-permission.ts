import {
  actingRoleQuerySchema,
  toggleLicenceSchema,
  type EmployeeAnswer,
} from '@facet/company-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { setEmployeeLicence } from '../../services/employees';
import { userPrincipal } from '../principal';

/**
 * PATCH /api/companies/toggle-diagnosis-permission?role=manager {email, newLicenseState}:
 * 400 invalid state, 404 not in the company, 409 already that state or in progress, 402 no
 * licence left to grant.
 */
export function toggleDiagnosisPermissionRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/companies/toggle-diagnosis-permission',
    options: {
      auth: 'user',
      validate: {
        payload: zodValidator(toggleLicenceSchema),
        query: zodValidator(actingRoleQuerySchema),
      },
    },
    handler: async (request): Promise<EmployeeAnswer> => {
      const change = request.payload as z.output<typeof toggleLicenceSchema>;
      const { role } = request.query as z.output<typeof actingRoleQuerySchema>;
      const employee = await setEmployeeLicence(
        request.server.app.database,
        userPrincipal(request),
        change,
        role,
      );
      return { employee };
    },
  };
}
