import { companyRoutes } from '@facet/platform-tenancy';
import {
  actingRoleQuerySchema,
  toggleLicenceSchema,
  type EmployeeAnswer,
} from '@facet/company-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { CompanyPorts } from '../../company-ports';
import { setEmployeeLicence } from '../../services/employees';

/**
 * PATCH /api/companies/toggle-diagnosis-permission?role=manager {email, newLicenseState}:
 * 400 invalid state, 404 not in the company, 409 already that state or in progress, 402 no
 * licence left to grant.
 */
export function toggleDiagnosisPermissionRoutes(ports: CompanyPorts): ServerRoute[] {
  return companyRoutes({
    method: 'PATCH',
    path: '/api/companies/toggle-diagnosis-permission',
    validate: { payload: toggleLicenceSchema, query: actingRoleQuerySchema },
    actsAs: 'manager',
    platformAdmin: {
      path: '/api/admin-companies/toggle-diagnosis-permission',
      companyIdIn: 'payload',
    },
    handler: async ({ payload: change, principal, request }): Promise<EmployeeAnswer> => {
      const employee = await setEmployeeLicence(
        request.server.app.database,
        ports,
        principal,
        change,
      );
      return { employee };
    },
  });
}
