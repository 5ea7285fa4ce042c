import {
  addLicencesSchema,
  revokeLicencesSchema,
  type LicenceChangeAnswer,
} from '@facet/admin-domain';
import { adminStrategy, defineRoute, signedInAdminIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { addLicences, revokeLicences } from '../../services/licences';

/**
 * PATCH /api/admin/add-licenses {company_id, licensesNumber}: {company_id, licences}; 400 not a
 * whole number of at least 1, 404 no such company, 422 above 2,147,483,647 (alone or summed).
 */
export function addLicencesRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/admin/add-licenses',
    options: { auth: adminStrategy },
    validate: { payload: addLicencesSchema },
    principal: signedInAdminIdOf,
    handler: async ({
      payload: change,
      principal: adminId,
      request,
    }): Promise<LicenceChangeAnswer> => {
      const { licences } = await addLicences(request.server.app.database, adminId, change);
      return { company_id: change.company_id, licences, message: 'The licences have been added.' };
    },
  });
}

/**
 * PATCH /api/admin/revoke-licenses {company_id, licensesNumberToRemove}: {company_id,
 * licences}; 400 invalid, 404 no such company, 422 more than the company holds.
 */
export function revokeLicencesRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/admin/revoke-licenses',
    options: { auth: adminStrategy },
    validate: { payload: revokeLicencesSchema },
    principal: signedInAdminIdOf,
    handler: async ({
      payload: change,
      principal: adminId,
      request,
    }): Promise<LicenceChangeAnswer> => {
      const { licences } = await revokeLicences(request.server.app.database, adminId, change);
      return {
        company_id: change.company_id,
        licences,
        message: 'The licences have been revoked.',
      };
    },
  });
}
