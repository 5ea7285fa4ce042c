import {
  addLicencesSchema,
  revokeLicencesSchema,
  type LicenceChangeAnswer,
} from '@facet/admin-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { addLicences, revokeLicences } from '../../services/licences';
import { adminRoute } from '../admin-route';

/**
 * PATCH /api/admin/add-licenses {company_id, licensesNumber}: {company_id, licences}; 400 not a
 * whole number of at least 1, 404 no such company, 422 above 2,147,483,647 (alone or summed).
 */
export function addLicensesRoute(): ServerRoute {
  return adminRoute({
    method: 'PATCH',
    path: '/api/admin/add-licenses',
    validate: { payload: zodValidator(addLicencesSchema) },
    handler: async (request, _h, adminId): Promise<LicenceChangeAnswer> => {
      const change = request.payload as z.output<typeof addLicencesSchema>;
      const { licences } = await addLicences(request.server.app.database, adminId, change);
      return { company_id: change.company_id, licences, message: 'The licences have been added.' };
    },
  });
}

/**
 * PATCH /api/admin/revoke-licenses {company_id, licensesNumberToRemove}: {company_id,
 * licences}; 400 invalid, 404 no such company, 422 more than the company holds.
 */
export function revokeLicensesRoute(): ServerRoute {
  return adminRoute({
    method: 'PATCH',
    path: '/api/admin/revoke-licenses',
    validate: { payload: zodValidator(revokeLicencesSchema) },
    handler: async (request, _h, adminId): Promise<LicenceChangeAnswer> => {
      const change = request.payload as z.output<typeof revokeLicencesSchema>;
      const { licences } = await revokeLicences(request.server.app.database, adminId, change);
      return {
        company_id: change.company_id,
        licences,
        message: 'The licences have been revoked.',
      };
    },
  });
}
