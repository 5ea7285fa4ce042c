import { companyChangeSchema, type CompanyChangeAnswer } from '@facet/company-domain';
import { spanningCompanies, userIdOf, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { acceptInvitation } from '../../services/invitation-acceptance';

/**
 * PATCH /api/companies/company-change {token}: a signed-in person accepts an invitation
 * (/invitation/{companyName}/{token}); 404 unknown, 410 expired or cancelled, 409 used.
 */
export function companyChangeRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/companies/company-change',
    options: {
      auth: 'user',
      app: spanningCompanies('the invitation belongs to the company the person is joining'),
      validate: { payload: zodValidator(companyChangeSchema) },
    },
    handler: async (request): Promise<CompanyChangeAnswer> => {
      const { token } = request.payload as z.output<typeof companyChangeSchema>;
      return acceptInvitation(request.server.app.database, userIdOf(request), token);
    },
  };
}
