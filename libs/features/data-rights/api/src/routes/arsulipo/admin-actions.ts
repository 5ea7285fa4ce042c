import {
  adminInformQuerySchema,
  portabilityQuerySchema,
  rectificationPayloadSchema,
  rectificationQuerySchema,
  suppressionQuerySchema,
  type DataRightsAdminAnswer,
  type DataRightsDocumentAnswer,
  type DataRightsPortabilityAnswer,
} from '@facet/data-rights-domain';
import { adminIdOf, zodValidator } from '@facet/platform-http';
import type { Request, ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import type { DataRightsSettings } from '../../plugin';
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
export function adminInformRoute(settings: DataRightsSettings): ServerRoute {
  return {
    method: 'GET',
    path: '/api/arsulipo/adminInform',
    options: { auth: 'admin', validate: { query: zodValidator(adminInformQuerySchema) } },
    handler: async (request): Promise<DataRightsDocumentAnswer> => {
      const { arsulipo_id, lang } = request.query as z.output<typeof adminInformQuerySchema>;
      return grantAccess(contextOf(request, settings), arsulipo_id, lang);
    },
  };
}

/** GET /api/arsulipo/portability?arsulipo_id&toPort -> {url (JSON), csvUrl? (results CSV)}. */
export function portabilityRoute(settings: DataRightsSettings): ServerRoute {
  return {
    method: 'GET',
    path: '/api/arsulipo/portability',
    options: { auth: 'admin', validate: { query: zodValidator(portabilityQuerySchema) } },
    handler: async (request): Promise<DataRightsPortabilityAnswer & { csvUrl?: string }> => {
      const { arsulipo_id, toPort } = request.query as z.output<typeof portabilityQuerySchema>;
      return grantPortability(contextOf(request, settings), arsulipo_id, toPort);
    },
  };
}

/** PATCH /api/arsulipo/rectification?arsulipo_id&toPatch {name?, email?}; 409 address in use. */
export function rectificationRoute(settings: DataRightsSettings): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/arsulipo/rectification',
    options: {
      auth: 'admin',
      validate: {
        query: zodValidator(rectificationQuerySchema),
        payload: zodValidator(rectificationPayloadSchema),
      },
    },
    handler: async (request): Promise<DataRightsAdminAnswer> => {
      const { arsulipo_id, toPatch } = request.query as z.output<typeof rectificationQuerySchema>;
      const patch = request.payload as z.output<typeof rectificationPayloadSchema>;
      return rectify(contextOf(request, settings), arsulipo_id, toPatch, patch);
    },
  };
}

/** DELETE /api/arsulipo/suppression?arsulipo_id&toDelete: erases the person or company data. */
export function suppressionRoute(settings: DataRightsSettings): ServerRoute {
  return {
    method: 'DELETE',
    path: '/api/arsulipo/suppression',
    options: { auth: 'admin', validate: { query: zodValidator(suppressionQuerySchema) } },
    handler: async (request): Promise<DataRightsAdminAnswer> => {
      const { arsulipo_id, toDelete } = request.query as z.output<typeof suppressionQuerySchema>;
      return suppress(contextOf(request, settings), arsulipo_id, toDelete);
    },
  };
}
