import {
  arsulipoIdParamsSchema,
  dataRightsAdminUpdateSchema,
  type DataRightsAdminAnswer,
  type DataRightsAdminListAnswer,
} from '@facet/data-rights-domain';
import { adminIdOf, pageQuerySchema, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import type { DataRightsSettings } from '../../plugin';
import { getRequest, listRequests, updateRequest } from '../../services/admin-requests';

/** GET /api/arsulipo/admin?page: every request, newest first (platform admins). */
export function listAdminRequestsRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/arsulipo/admin',
    options: { auth: 'admin', validate: { query: zodValidator(pageQuerySchema) } },
    handler: async (request): Promise<DataRightsAdminListAnswer> => {
      const page = await listRequests(
        request.server.app.database,
        request.query as z.output<typeof pageQuerySchema>,
      );
      return {
        arsulipos: page.rows,
        page: page.page,
        totalPages: page.totalPages,
        total: page.total,
      };
    },
  };
}

/** GET /api/arsulipo/admin/{id}: one request with notes and thread; 404 when missing. */
export function getAdminRequestRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/arsulipo/admin/{id}',
    options: { auth: 'admin', validate: { params: zodValidator(arsulipoIdParamsSchema) } },
    handler: async (request): Promise<DataRightsAdminAnswer> => {
      const { id } = request.params as z.output<typeof arsulipoIdParamsSchema>;
      return getRequest(request.server.app.database, id);
    },
  };
}

/** PATCH /api/arsulipo/admin {arsulipo_id, status?, notes?, solution?, message?}. */
export function updateAdminRequestRoute(settings: DataRightsSettings): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/arsulipo/admin',
    options: { auth: 'admin', validate: { payload: zodValidator(dataRightsAdminUpdateSchema) } },
    handler: async (request): Promise<DataRightsAdminAnswer> => {
      const { arsulipo_id, ...update } = request.payload as z.output<
        typeof dataRightsAdminUpdateSchema
      >;
      return updateRequest(
        { ...settings, database: request.server.app.database, adminId: adminIdOf(request) },
        arsulipo_id,
        update,
      );
    },
  };
}
