import { createCompanySchema } from '@facet/admin-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { createCompany } from '../../services/companies';
import { adminRoute } from '../admin-route';

/**
 * POST /api/companies/create-company {name, email, adminEmail, lang} (platform admins): 201
 * {company}; 404 no user has adminEmail, 409 name or e-mail in use, 422 that user already
 * administers a company.
 */
export function createCompanyRoute(): ServerRoute {
  return adminRoute({
    method: 'POST',
    path: '/api/companies/create-company',
    validate: { payload: zodValidator(createCompanySchema) },
    handler: async (request, h, adminId) => {
      const company = request.payload as z.output<typeof createCompanySchema>;
      const created = await createCompany(request.server.app.database, adminId, company);
      return h.response({ company: created, message: 'The company has been created.' }).code(201);
    },
  });
}
