import { toggleGroupDiagnosisSchema, type ToggleGroupDiagnosisAnswer } from '@facet/groups-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { toggleGroupDiagnosis } from '../../services/group-licences';
import { userPrincipal } from '../principal';

/** PATCH /api/companies/toggle-group-diagnosis {group_id, newLicenseState}: {updated, total}. */
export function toggleGroupDiagnosisRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/companies/toggle-group-diagnosis',
    options: { auth: 'user', validate: { payload: zodValidator(toggleGroupDiagnosisSchema) } },
    handler: async (request): Promise<ToggleGroupDiagnosisAnswer> => {
      const change = request.payload as z.output<typeof toggleGroupDiagnosisSchema>;
      return toggleGroupDiagnosis(request.server.app.database, userPrincipal(request), change);
    },
  };
}
