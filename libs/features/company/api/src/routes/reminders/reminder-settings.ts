import { companyRoutes } from '@facet/platform-tenancy';
import {
  actingRoleQuerySchema,
  reminderSettingsSchema,
  type ReminderSettingsAnswer,
} from '@facet/company-domain';
import type { ServerRoute } from '@hapi/hapi';
import { getReminderSettings, updateReminderSettings } from '../../services/reminder-settings';

/** GET /api/companies/reminder-settings: {settings: {enabled, daysAfter, times}} (managers). */
export function getReminderSettingsRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/companies/reminder-settings',
    validate: { query: actingRoleQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/reminder-settings', companyIdIn: 'query' },
    handler: ({ principal, request }): Promise<ReminderSettingsAnswer> =>
      getReminderSettings(request.server.app.database, principal),
  });
}

/**
 * PATCH /api/companies/reminder-settings {enabled, daysAfter 1..30, times 0..5}: company
 * administrators; 400 names the field out of range.
 */
export function updateReminderSettingsRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'PATCH',
    path: '/api/companies/reminder-settings',
    validate: { payload: reminderSettingsSchema, query: actingRoleQuerySchema },
    actsAs: 'admin',
    platformAdmin: { path: '/api/admin-companies/reminder-settings', companyIdIn: 'payload' },
    handler: ({ payload, principal, request }): Promise<ReminderSettingsAnswer> =>
      updateReminderSettings(request.server.app.database, principal, payload),
  });
}
