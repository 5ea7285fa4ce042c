import { createCompanySchema } from '@facet/admin-domain';
import { adminStrategy, defineRoute, signedInAdminIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { createCompany } from '../../services/companies';

/**
 * POST /api/companies/create-company {name, email, adminEmail, lang} (platform admins): 201
 * {company}; 404 no user has adminEmail, 409 name or e-mail in use, 422 that user already
 * administers a company.
 */
export function createCompanyRoute(): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/companies/create-company',
    options: { auth: adminStrategy },
    validate: { payload: createCompanySchema },
    principal: signedInAdminIdOf,
    handler: async ({ payload: company, principal: adminId, request, h }) => {
      const created = await createCompany(request.server.app.database, adminId, company);
      return h.response({ company: created, message: 'The company has been created.' }).code(201);
    },
  });
}
