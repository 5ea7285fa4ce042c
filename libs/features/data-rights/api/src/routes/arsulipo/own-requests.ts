import {
  arsulipoIdParamsSchema,
  dataRightsChatSchema,
  ownDocumentQuerySchema,
  type DataRightsAnswer,
  type DataRightsListAnswer,
} from '@facet/data-rights-domain';
import { pageQuerySchema, userIdOf, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import type { DataRightsSettings } from '../../plugin';
import { exportPath, signExportGrant, type ExportFormat } from '../../services/document-links';
import {
  getOwnRequest,
  listOwnRequests,
  ownGrantedRequest,
  writeOwnMessage,
} from '../../services/person-requests';

/** GET /api/arsulipo/user?page: the caller's own requests, newest first. */
export function listOwnRequestsRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/arsulipo/user',
    options: { auth: 'user', validate: { query: zodValidator(pageQuerySchema) } },
    handler: async (request): Promise<DataRightsListAnswer> => {
      const page = await listOwnRequests(
        request.server.app.database,
        userIdOf(request),
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

/** GET /api/arsulipo/user/{id}: one own request and its thread; 404 for anyone else's. */
export function getOwnRequestRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/arsulipo/user/{id}',
    options: { auth: 'user', validate: { params: zodValidator(arsulipoIdParamsSchema) } },
    handler: async (request): Promise<DataRightsAnswer> => {
      const { id } = request.params as z.output<typeof arsulipoIdParamsSchema>;
      return getOwnRequest(request.server.app.database, userIdOf(request), id);
    },
  };
}

/**
 * PATCH /api/arsulipo/user {arsulipo_id, message, lang, confirmsRequest?}: the person writes in
 * the thread, and may confirm that they filed the request.
 */
export function writeOwnMessageRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/arsulipo/user',
    options: { auth: 'user', validate: { payload: zodValidator(dataRightsChatSchema) } },
    handler: async (request): Promise<DataRightsAnswer> => {
      const { arsulipo_id, message, lang, confirmsRequest } = request.payload as z.output<
        typeof dataRightsChatSchema
      >;
      return writeOwnMessage(request.server.app.database, userIdOf(request), {
        requestId: arsulipo_id,
        body: message,
        lang,
        confirmsRequest: confirmsRequest === true,
      });
    },
  };
}

/**
 * GET /api/arsulipo/user/{id}/document?lang: a fresh short-lived link to the person's document
 * once access (pdfUrl, PDF) or portability (url, JSON; csvUrl, results) has been granted.
 */
export function ownDocumentRoute(settings: DataRightsSettings): ServerRoute {
  return {
    method: 'GET',
    path: '/api/arsulipo/user/{id}/document',
    options: {
      auth: 'user',
      validate: {
        params: zodValidator(arsulipoIdParamsSchema),
        query: zodValidator(ownDocumentQuerySchema),
      },
    },
    handler: async (request) => {
      const { id } = request.params as z.output<typeof arsulipoIdParamsSchema>;
      const { lang } = request.query as z.output<typeof ownDocumentQuerySchema>;
      const row = await ownGrantedRequest(request.server.app.database, userIdOf(request), id);
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
  };
}
