import { companyRoutes } from '@facet/platform-tenancy';
import { toggleGroupDiagnosisSchema, type ToggleGroupDiagnosisAnswer } from '@facet/groups-domain';
import type { ServerRoute } from '@hapi/hapi';
import { companyOfNamedGroup } from '../../services/group-company';
import { toggleGroupDiagnosis } from '../../services/group-licences';

/** PATCH /api/companies/toggle-group-diagnosis {group_id, newLicenseState}: {updated, total}. */
export function toggleGroupDiagnosisRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'PATCH',
    path: '/api/companies/toggle-group-diagnosis',
    validate: { payload: toggleGroupDiagnosisSchema },
    actsAs: 'manager',
    platformAdmin: {
      path: '/api/admin-companies/toggle-group-diagnosis',
      companyIdIn: 'payload',
      companyOfUnnamed: companyOfNamedGroup,
    },
    handler: async ({
      payload: change,
      principal,
      request,
    }): Promise<ToggleGroupDiagnosisAnswer> => {
      return toggleGroupDiagnosis(request.server.app.database, principal, change);
    },
  });
}
