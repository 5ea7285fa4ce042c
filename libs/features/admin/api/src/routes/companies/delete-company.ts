import { deleteCompanySchema } from '@facet/admin-domain';
import { adminStrategy, defineRoute, signedInAdminIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { deleteCompany } from '../../services/companies';

/** DELETE /api/admin/delete-company {companyEmailDelete}: 200; 400 invalid, 404 no such company. */
export function deleteCompanyRoute(): ServerRoute {
  return defineRoute({
    method: 'DELETE',
    path: '/api/admin/delete-company',
    options: { auth: adminStrategy },
    validate: { payload: deleteCompanySchema },
    principal: signedInAdminIdOf,
    handler: async ({ payload: { companyEmailDelete }, principal: adminId, request }) => {
      const deleted = await deleteCompany(request.server.app.database, adminId, companyEmailDelete);
      return { ...deleted, message: 'The company has been deleted.' };
    },
  });
}
