import { contactSearchQuerySchema, type ContactListAnswer } from '@facet/contact-domain';
import { pageQuerySchema, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { searchContactRequests } from '../../services/contact-requests';

const searchQuerySchema = contactSearchQuerySchema.extend(pageQuerySchema.shape);

/**
 * GET /api/admin/search/contactForms?searchTerm&page&includeInactive: name, e-mail or message
 * containing the term (at least 3 characters, else 400); none found is an empty page.
 */
export function searchContactFormsRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/admin/search/contactForms',
    options: { auth: 'admin', validate: { query: zodValidator(searchQuerySchema) } },
    handler: async (request): Promise<ContactListAnswer> => {
      const page = await searchContactRequests(
        request.server.app.database,
        request.query as z.output<typeof searchQuerySchema>,
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
