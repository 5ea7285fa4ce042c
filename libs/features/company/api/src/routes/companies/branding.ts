import { companyMember } from '@facet/platform-tenancy';
import {
  actingRoleQuerySchema,
  companyLogoKeySchema,
  companyLogoMaxBytes,
  updateBrandingSchema,
  type CompanyBrandingAnswer,
} from '@facet/company-domain';
import { defineRoute } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import {
  getBranding,
  readLogoByKey,
  removeLogo,
  replaceLogo,
  updateWelcomeLine,
} from '../../services/company-branding';

/** GET /api/companies/branding: the caller's company's name, welcome line and logo address. */
export function getBrandingRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/companies/branding',
    options: { auth: 'user' },
    principal: companyMember('manager'),
    handler: async ({ principal, request }): Promise<CompanyBrandingAnswer> => ({
      branding: await getBranding(request.server.app.database, principal),
    }),
  });
}

/** PATCH /api/companies/branding?role=admin {welcomeLine}: 400 longer than 160 or two lines. */
export function updateBrandingRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/companies/branding',
    options: { auth: 'user' },
    validate: { payload: updateBrandingSchema, query: actingRoleQuerySchema },
    principal: companyMember('admin'),
    handler: async ({ payload, principal, request }): Promise<CompanyBrandingAnswer> => ({
      branding: await updateWelcomeLine(
        request.server.app.database,
        principal,
        payload.welcomeLine,
      ),
    }),
  });
}

/**
 * PUT /api/companies/branding/logo?role=admin, the picture as the body (image/png or
 * image/svg+xml, at most 256 KB): 200 the branding with the new logo's address; 413 too large,
 * 415 not a PNG or SVG, 422 a PNG over 2,048 pixels a side. The picture is cleaned first.
 */
export function replaceLogoRoute(): ServerRoute {
  return defineRoute({
    method: 'PUT',
    path: '/api/companies/branding/logo',
    options: {
      auth: 'user',
      payload: { parse: false, output: 'data', maxBytes: companyLogoMaxBytes },
    },
    validate: { query: actingRoleQuerySchema },
    principal: companyMember('admin'),
    handler: async ({ principal, request }): Promise<CompanyBrandingAnswer> => {
      const contentType = request.headers['content-type'];
      return {
        branding: await replaceLogo(request.server.app.database, principal, {
          content: request.payload,
          contentType: typeof contentType === 'string' ? contentType : undefined,
        }),
      };
    },
  });
}

/** DELETE /api/companies/branding/logo?role=admin: 200 without a logo; 404 when there was none. */
export function removeLogoRoute(): ServerRoute {
  return defineRoute({
    method: 'DELETE',
    path: '/api/companies/branding/logo',
    options: { auth: 'user' },
    validate: { query: actingRoleQuerySchema },
    principal: companyMember('admin'),
    handler: async ({ principal, request }): Promise<CompanyBrandingAnswer> => ({
      branding: await removeLogo(request.server.app.database, principal),
    }),
  });
}

/**
 * GET /api/company-logos/{key}: a company's logo, for its invitation pages, mail and documents.
 * No sign-in: the random key is the permission, and a new logo gets a new key, so the answer is
 * cached for a year. Mail programs fetch it from their own origin, hence the open resource policy.
 */
export function companyLogoRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/company-logos/{key}',
    options: { auth: false },
    validate: { params: companyLogoKeySchema },
    handler: async ({ params: { key }, request, h }) => {
      const logo = await readLogoByKey(request.server.app.database, key);
      return h
        .response(logo.content)
        .type(logo.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
