import {
  hiringSettingsQuerySchema,
  hiringSettingsSchema,
  type HiringSettingsAnswer,
} from '@facet/hiring-domain';
import { companyRoutes } from '@facet/platform-tenancy';
import type { ServerRoute } from '@hapi/hapi';
import { getHiringSettings, updateHiringSettings } from '../../services/hiring-settings';

/** GET /api/hiring/settings: {settings: {candidateRetentionMonths}} (managers). */
export function getHiringSettingsRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/hiring/settings',
    validate: { query: hiringSettingsQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/settings', companyIdIn: 'query' },
    handler: ({ principal, request }): Promise<HiringSettingsAnswer> =>
      getHiringSettings(request.server.app.database, principal),
  });
}

/** PATCH /api/hiring/settings {candidateRetentionMonths: 6 | 12 | 24}: company administrators. */
export function updateHiringSettingsRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'PATCH',
    path: '/api/hiring/settings',
    validate: { payload: hiringSettingsSchema, query: hiringSettingsQuerySchema },
    actsAs: 'admin',
    platformAdmin: { path: '/api/admin-companies/settings', companyIdIn: 'payload' },
    handler: ({ payload, principal, request }): Promise<HiringSettingsAnswer> =>
      updateHiringSettings(request.server.app.database, principal, payload),
  });
}
