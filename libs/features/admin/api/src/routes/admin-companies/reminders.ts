import { companyIdBodySchema, companyIdQuerySchema } from '@facet/admin-domain';
import {
  getReminderSettings,
  listReminderTargets,
  sendReminderNow,
  updateReminderSettings,
} from '@facet/company-api';
import {
  reminderSettingsSchema,
  sendReminderSchema,
  type ReminderSettingsAnswer,
  type ReminderTargetListAnswer,
  type SendReminderAnswer,
} from '@facet/company-domain';
import { pageAnswer, pageQuerySchema } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import { defineAdminCompanyRoute } from './define-admin-company-route';

/** GET /api/admin-companies/reminder-settings?company_id: {settings}; 404 no such company. */
export function adminGetReminderSettingsRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/reminder-settings',
    companyIdIn: 'query',
    validate: { query: companyIdQuerySchema },
    handler: ({ principal, database }): Promise<ReminderSettingsAnswer> =>
      getReminderSettings(database, principal),
  });
}

const settingsPayload = reminderSettingsSchema.extend(companyIdBodySchema.shape);

/** PATCH /api/admin-companies/reminder-settings {company_id, enabled, daysAfter, times}. */
export function adminUpdateReminderSettingsRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'PATCH',
    path: '/api/admin-companies/reminder-settings',
    companyIdIn: 'payload',
    validate: { payload: settingsPayload },
    handler: ({ payload, principal, database }): Promise<ReminderSettingsAnswer> =>
      updateReminderSettings(database, principal, payload),
  });
}

const listQuerySchema = pageQuerySchema.extend(companyIdQuerySchema.shape);

/** GET /api/admin-companies/reminders?company_id&page: {targets, page, totalPages, total}. */
export function adminGetRemindersRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/reminders',
    companyIdIn: 'query',
    validate: { query: listQuerySchema },
    handler: async ({ query, principal, database }): Promise<ReminderTargetListAnswer> => {
      const page = await listReminderTargets(database, principal, query);
      return pageAnswer('targets', page);
    },
  });
}

const sendPayload = z.intersection(sendReminderSchema, companyIdBodySchema);

/** POST /api/admin-companies/send-reminder {company_id, kind, …}: the panel's 201, 404, 429. */
export function adminSendReminderRoute(publicUrl: string): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'POST',
    path: '/api/admin-companies/send-reminder',
    companyIdIn: 'payload',
    validate: { payload: sendPayload },
    handler: async ({ payload, principal, database, h }) => {
      const target = await sendReminderNow(database, principal, payload, publicUrl);
      const answer: SendReminderAnswer = { target, message: 'The reminder has been sent.' };
      return h.response(answer).code(201);
    },
  });
}
