import { companyMember } from '@facet/platform-tenancy';
import { toggleGroupDiagnosisSchema, type ToggleGroupDiagnosisAnswer } from '@facet/groups-domain';
import { defineRoute } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { toggleGroupDiagnosis } from '../../services/group-licences';

/** PATCH /api/companies/toggle-group-diagnosis {group_id, newLicenseState}: {updated, total}. */
export function toggleGroupDiagnosisRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/companies/toggle-group-diagnosis',
    options: { auth: 'user' },
    validate: { payload: toggleGroupDiagnosisSchema },
    principal: companyMember('manager'),
    handler: async ({
      payload: change,
      principal,
      request,
    }): Promise<ToggleGroupDiagnosisAnswer> => {
      return toggleGroupDiagnosis(request.server.app.database, principal, change);
    },
  });
}
