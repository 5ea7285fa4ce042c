import {
  contactIdParamsSchema,
  contactListQuerySchema,
  type ContactAnswer,
  type ContactListAnswer,
} from '@facet/contact-domain';
import { pageQuerySchema, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { getContactRequest, listContactRequests } from '../../services/contact-requests';

const listQuerySchema = contactListQuerySchema.extend(pageQuerySchema.shape);

/**
 * GET /api/contact/get?page&includeInactive -> {contactForms, page, totalPages, total}, newest
 * first; closed requests (accepted, rejected) only with includeInactive. An empty list is a page
 * of none, not a 404, so the screen shows its empty state.
 */
export function listContactsRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/contact/get',
    options: { auth: 'admin', validate: { query: zodValidator(listQuerySchema) } },
    handler: async (request): Promise<ContactListAnswer> => {
      const page = await listContactRequests(
        request.server.app.database,
        request.query as z.output<typeof listQuerySchema>,
      );
      return {
        contactForms: page.rows,
        page: page.page,
        totalPages: page.totalPages,
        total: page.total,
      };
    },
  };
}

/** GET /api/contact/get/{id} -> {contactForm}; 404 when missing. */
export function getContactRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/contact/get/{id}',
    options: { auth: 'admin', validate: { params: zodValidator(contactIdParamsSchema) } },
    handler: async (request): Promise<ContactAnswer> => {
      const { id } = request.params as z.output<typeof contactIdParamsSchema>;
      return { contactForm: await getContactRequest(request.server.app.database, id) };
    },
  };
}
