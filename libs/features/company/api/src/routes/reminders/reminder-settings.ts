import { companyMember } from '@facet/platform-tenancy';
import {
  actingRoleQuerySchema,
  reminderSettingsSchema,
  type ReminderSettingsAnswer,
} from '@facet/company-domain';
import { defineRoute } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { getReminderSettings, updateReminderSettings } from '../../services/reminder-settings';

/** GET /api/companies/reminder-settings: {settings: {enabled, daysAfter, times}} (managers). */
export function getReminderSettingsRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/companies/reminder-settings',
    options: { auth: 'user' },
    validate: { query: actingRoleQuerySchema },
    principal: companyMember('manager'),
    handler: ({ principal, request }): Promise<ReminderSettingsAnswer> =>
      getReminderSettings(request.server.app.database, principal),
  });
}

/**
 * PATCH /api/companies/reminder-settings {enabled, daysAfter 1..30, times 0..5}: company
 * administrators; 400 names the field out of range.
 */
export function updateReminderSettingsRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/companies/reminder-settings',
    options: { auth: 'user' },
    validate: { payload: reminderSettingsSchema, query: actingRoleQuerySchema },
    principal: companyMember('admin'),
    handler: ({ payload, principal, request }): Promise<ReminderSettingsAnswer> =>
      updateReminderSettings(request.server.app.database, principal, payload),
  });
}
