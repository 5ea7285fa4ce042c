import { contactSearchQuerySchema, type ContactListAnswer } from '@facet/contact-domain';
import { defineRoute, pageAnswer, pageQuerySchema } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { searchContactRequests } from '../../services/contact-requests';

const searchQuerySchema = contactSearchQuerySchema.extend(pageQuerySchema.shape);

/**
 * GET /api/admin/search/contactForms?searchTerm&page&includeInactive: name, e-mail or message
 * containing the term (at least 3 characters, else 400); none found is an empty page.
 */
export function searchContactFormsRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin/search/contactForms',
    options: { auth: 'admin' },
    validate: { query: searchQuerySchema },
    handler: async ({ query, request }): Promise<ContactListAnswer> => {
      const page = await searchContactRequests(request.server.app.database, query);
      return pageAnswer('contactForms', page);
    },
  });
}
