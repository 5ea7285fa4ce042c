import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import { defineRoute } from '@facet/platform-http';
import type { DataRightsSettings } from '../../data-rights-options';
import { exportFileOf } from '../../services/export-delivery';

const tokenParamsSchema = z.object({ token: z.string().min(1).max(2000) });

/**
 * GET /api/arsulipo/export/{token}: the file behind a signed export link. The link is the
 * credential (it names one request and runs out in 15 minutes), so no session is needed and
 * the browser can download it directly; nothing is cached on the way.
 */
export function exportFileRoute(settings: DataRightsSettings): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/arsulipo/export/{token}',
    options: { auth: false },
    validate: { params: tokenParamsSchema },
    handler: async ({ params: { token }, request, h }) => {
      const file = await exportFileOf(
        settings.ports,
        request.server.app.database,
        settings.personalData,
        settings.renderer,
        settings.linkSecret,
        token,
      );
      return h
        .response(file.body)
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store');
    },
  });
}
