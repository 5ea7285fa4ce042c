import {
  contactIdParamsSchema,
  contactListQuerySchema,
  type ContactAnswer,
  type ContactListAnswer,
} from '@facet/contact-domain';
import { defineRoute, pageAnswer, pageQuerySchema } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { getContactRequest, listContactRequests } from '../../services/contact-requests';

const listQuerySchema = contactListQuerySchema.extend(pageQuerySchema.shape);

/**
 * GET /api/contact/get?page&includeInactive -> {contactForms, page, totalPages, total}, newest
 * first; closed requests (accepted, rejected) only with includeInactive. An empty list is a page
 * of none, not a 404, so the screen shows its empty state.
 */
export function listContactsRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/contact/get',
    options: { auth: 'admin' },
    validate: { query: listQuerySchema },
    handler: async ({ query, request }): Promise<ContactListAnswer> => {
      const page = await listContactRequests(request.server.app.database, query);
      return pageAnswer('contactForms', page);
    },
  });
}

/** GET /api/contact/get/{id} -> {contactForm}; 404 when missing. */
export function getContactRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/contact/get/{id}',
    options: { auth: 'admin' },
    validate: { params: contactIdParamsSchema },
    handler: async ({ params: { id }, request }): Promise<ContactAnswer> => {
      return { contactForm: await getContactRequest(request.server.app.database, id) };
    },
  });
}
