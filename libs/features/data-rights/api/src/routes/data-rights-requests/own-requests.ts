import {
  dataRightsRequestIdParamsSchema,
  dataRightsChatSchema,
  ownDocumentQuerySchema,
  type DataRightsAnswer,
  type DataRightsListAnswer,
} from '@facet/data-rights-domain';
import { defineRoute, pageAnswer, pageQuerySchema, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { DataRightsSettings } from '../../data-rights-options';
import { exportPath, signExportGrant, type ExportFormat } from '../../services/document-links';
import {
  getOwnRequest,
  listOwnRequests,
  ownGrantedRequest,
  writeOwnMessage,
} from '../../services/person-requests';

/** GET /api/arsulipo/user?page: the caller's own requests, newest first. */
export function listOwnRequestsRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/arsulipo/user',
    options: { auth: 'user' },
    validate: { query: pageQuerySchema },
    principal: userIdOf,
    handler: async ({ query, principal: userId, request }): Promise<DataRightsListAnswer> => {
      const page = await listOwnRequests(request.server.app.database, userId, query);
      return pageAnswer('arsulipos', page);
    },
  });
}

/** GET /api/arsulipo/user/{id}: one own request and its thread; 404 for anyone else's. */
export function getOwnRequestRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/arsulipo/user/{id}',
    options: { auth: 'user' },
    validate: { params: dataRightsRequestIdParamsSchema },
    principal: userIdOf,
    handler: async ({ params: { id }, principal: userId, request }): Promise<DataRightsAnswer> => {
      return getOwnRequest(request.server.app.database, userId, id);
    },
  });
}

/**
 * PATCH /api/arsulipo/user {arsulipo_id, message, lang, confirmsRequest?}: the person writes in
 * the thread, and may confirm that they filed the request.
 */
export function writeOwnMessageRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/arsulipo/user',
    options: { auth: 'user' },
    validate: { payload: dataRightsChatSchema },
    principal: userIdOf,
    handler: async ({
      payload: { arsulipo_id: dataRightsRequestId, message, lang, confirmsRequest },
      principal: userId,
      request,
    }): Promise<DataRightsAnswer> => {
      return writeOwnMessage(request.server.app.database, userId, {
        requestId: dataRightsRequestId,
        body: message,
        lang,
        confirmsRequest: confirmsRequest === true,
      });
    },
  });
}

/**
 * GET /api/arsulipo/user/{id}/document?lang: a fresh short-lived link to the person's document
 * once access (pdfUrl, PDF) or portability (url, JSON; csvUrl, results) has been granted.
 */
export function ownDocumentRoute(settings: DataRightsSettings): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/arsulipo/user/{id}/document',
    options: { auth: 'user' },
    validate: { params: dataRightsRequestIdParamsSchema, query: ownDocumentQuerySchema },
    principal: userIdOf,
    handler: async ({ query: { lang }, params: { id }, principal: userId, request }) => {
      const row = await ownGrantedRequest(request.server.app.database, userId, id);
      const base = settings.publicUrl.replace(/\/+$/, '');
      const link = (format: ExportFormat) =>
        `${base}${exportPath(signExportGrant(settings.linkSecret, { requestId: id, entity: row.entity ?? 'employee', format, lang }))}`;
      return row.solution === 'access'
        ? { pdfUrl: link('pdf') }
        : {
            url: link('json'),
            ...((row.entity ?? 'employee') === 'employee' && { csvUrl: link('csv') }),
          };
    },
  });
}
