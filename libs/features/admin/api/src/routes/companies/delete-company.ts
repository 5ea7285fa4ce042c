import { deleteCompanySchema } from '@facet/admin-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { deleteCompany } from '../../services/companies';
import { adminRoute } from '../admin-route';

/** DELETE /api/admin/delete-company {companyEmailDelete}: 200; 400 invalid, 404 no such company. */
export function deleteCompanyRoute(): ServerRoute {
  return adminRoute({
    method: 'DELETE',
    path: '/api/admin/delete-company',
    validate: { payload: zodValidator(deleteCompanySchema) },
    handler: async (request, _h, adminId) => {
      const { companyEmailDelete } = request.payload as z.output<typeof deleteCompanySchema>;
      const deleted = await deleteCompany(request.server.app.database, adminId, companyEmailDelete);
      return { ...deleted, message: 'The company has been deleted.' };
    },
  });
}
