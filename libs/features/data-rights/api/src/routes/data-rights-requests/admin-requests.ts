import {
  dataRightsRequestIdParamsSchema,
  dataRightsAdminUpdateSchema,
  type DataRightsAdminAnswer,
  type DataRightsAdminListAnswer,
} from '@facet/data-rights-domain';
import { adminIdOf, defineRoute, pageAnswer, pageQuerySchema } from '@facet/platform-http';
import { searchTermSchema } from '@facet/platform-kernel';
import type { ServerRoute } from '@hapi/hapi';
import type { DataRightsSettings } from '../../data-rights-options';
import { getRequest, listRequests, updateRequest } from '../../services/admin-requests';

/** `?page&searchTerm`: as the other back-office tabs search, from 3 characters. */
const listQuerySchema = pageQuerySchema.extend({ searchTerm: searchTermSchema.optional() });

/**
 * GET /api/arsulipo/admin?page&searchTerm: every request, newest first (platform admins); with a
 * term, those whose name, e-mail or number holds it.
 */
export function listAdminRequestsRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/arsulipo/admin',
    options: { auth: 'admin' },
    validate: { query: listQuerySchema },
    handler: async ({ query, request }): Promise<DataRightsAdminListAnswer> => {
      const page = await listRequests(request.server.app.database, query);
      return pageAnswer('arsulipos', page);
    },
  });
}

/** GET /api/arsulipo/admin/{id}: one request with notes and thread; 404 when missing. */
export function getAdminRequestRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/arsulipo/admin/{id}',
    options: { auth: 'admin' },
    validate: { params: dataRightsRequestIdParamsSchema },
    handler: async ({ params: { id }, request }): Promise<DataRightsAdminAnswer> => {
      return getRequest(request.server.app.database, id);
    },
  });
}

/** PATCH /api/arsulipo/admin {arsulipo_id, status?, notes?, solution?, message?}. */
export function updateAdminRequestRoute(settings: DataRightsSettings): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/arsulipo/admin',
    options: { auth: 'admin' },
    validate: { payload: dataRightsAdminUpdateSchema },
    principal: adminIdOf,
    handler: async ({
      payload: { arsulipo_id: dataRightsRequestId, ...update },
      principal: adminId,
      request,
    }): Promise<DataRightsAdminAnswer> => {
      return updateRequest(
        { ...settings, database: request.server.app.database, adminId },
        dataRightsRequestId,
        update,
      );
    },
  });
}
