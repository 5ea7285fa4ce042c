import { companyRoutes } from '@facet/platform-tenancy';
import {
  actingRoleQuerySchema,
  sendReminderSchema,
  type ReminderTargetListAnswer,
  type SendReminderAnswer,
} from '@facet/company-domain';
import { pageAnswer, pageQuerySchema } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { CompanyPorts } from '../../company-ports';
import { listReminderTargets, sendReminderNow } from '../../services/manual-reminders';

const listQuerySchema = actingRoleQuerySchema.extend(pageQuerySchema.shape);

/**
 * GET /api/companies/reminders?page: {targets, page, totalPages, total}: pending invitations and
 * members' unfinished assessments, longest waiting first, each with its reminders.
 */
export function getRemindersRoutes(ports: CompanyPorts): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/companies/reminders',
    validate: { query: listQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/reminders', companyIdIn: 'query' },
    handler: async ({ query, principal, request }): Promise<ReminderTargetListAnswer> => {
      const page = await listReminderTargets(request.server.app.database, ports, principal, query);
      return pageAnswer('targets', page);
    },
  });
}

/**
 * POST /api/companies/send-reminder {kind: 'invitation', invitation_id} | {kind: 'assessment',
 * user_id}: 201 {target, message}; 404 nothing of the company to remind, 429 reminded by hand
 * within 24 hours.
 */
export function sendReminderRoutes(ports: CompanyPorts, publicUrl: string): ServerRoute[] {
  return companyRoutes({
    method: 'POST',
    path: '/api/companies/send-reminder',
    validate: { payload: sendReminderSchema, query: actingRoleQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/send-reminder', companyIdIn: 'payload' },
    handler: async ({ payload, principal, request, h }) => {
      const target = await sendReminderNow(
        request.server.app.database,
        ports,
        principal,
        payload,
        publicUrl,
      );
      const answer: SendReminderAnswer = { target, message: 'The reminder has been sent.' };
      return h.response(answer).code(201);
    },
  });
}
