import {
  adminReportQuerySchema,
  portabilityQuerySchema,
  rectificationPayloadSchema,
  rectificationQuerySchema,
  suppressionQuerySchema,
  type DataRightsAdminAnswer,
  type DataRightsDocumentAnswer,
  type DataRightsPortabilityAnswer,
} from '@facet/data-rights-domain';
import { adminIdOf, defineRoute } from '@facet/platform-http';
import type { Request, ServerRoute } from '@hapi/hapi';
import type { DataRightsSettings } from '../../data-rights-options';
import {
  grantAccess,
  grantPortability,
  rectify,
  suppress,
  type AdminContext,
} from '../../services/admin-requests';

function contextOf(request: Request, settings: DataRightsSettings): AdminContext {
  return { ...settings, database: request.server.app.database, adminId: adminIdOf(request) };
}

/**
 * GET /api/arsulipo/adminInform?arsulipo_id&lang -> {pdfUrl}: grants an access request and links
 * the printable document of all the person's data (15 minutes). 403 identity not confirmed,
 * 404 request or person missing, 400 the request asks for another right.
 */
export function adminReportRoute(settings: DataRightsSettings): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/arsulipo/adminInform',
    options: { auth: 'admin' },
    validate: { query: adminReportQuerySchema },
    handler: async ({
      query: { arsulipo_id: dataRightsRequestId, lang },
      request,
    }): Promise<DataRightsDocumentAnswer> => {
      return grantAccess(contextOf(request, settings), dataRightsRequestId, lang);
    },
  });
}

/** GET /api/arsulipo/portability?arsulipo_id&toPort -> {url (JSON), csvUrl? (results CSV)}. */
export function portabilityRoute(settings: DataRightsSettings): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/arsulipo/portability',
    options: { auth: 'admin' },
    validate: { query: portabilityQuerySchema },
    handler: async ({
      query: { arsulipo_id: dataRightsRequestId, toPort },
      request,
    }): Promise<DataRightsPortabilityAnswer & { csvUrl?: string }> => {
      return grantPortability(contextOf(request, settings), dataRightsRequestId, toPort);
    },
  });
}

/** PATCH /api/arsulipo/rectification?arsulipo_id&toPatch {name?, email?}; 409 address in use. */
export function rectificationRoute(settings: DataRightsSettings): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/arsulipo/rectification',
    options: { auth: 'admin' },
    validate: { query: rectificationQuerySchema, payload: rectificationPayloadSchema },
    handler: async ({
      payload: patch,
      query: { arsulipo_id: dataRightsRequestId, toPatch },
      request,
    }): Promise<DataRightsAdminAnswer> => {
      return rectify(contextOf(request, settings), dataRightsRequestId, toPatch, patch);
    },
  });
}

/** DELETE /api/arsulipo/suppression?arsulipo_id&toDelete: erases the person or company data. */
export function suppressionRoute(settings: DataRightsSettings): ServerRoute {
  return defineRoute({
    method: 'DELETE',
    path: '/api/arsulipo/suppression',
    options: { auth: 'admin' },
    validate: { query: suppressionQuerySchema },
    handler: async ({
      query: { arsulipo_id: dataRightsRequestId, toDelete },
      request,
    }): Promise<DataRightsAdminAnswer> => {
      return suppress(contextOf(request, settings), dataRightsRequestId, toDelete);
    },
  });
}
