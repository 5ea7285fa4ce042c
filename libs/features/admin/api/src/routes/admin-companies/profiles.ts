import { companyIdBodySchema, companyIdQuerySchema } from '@facet/admin-domain';
import { adminStrategy, defineRoute, pageAnswer, pageQuerySchema } from '@facet/platform-http';
import {
  createProfile,
  deleteProfile,
  getProfile,
  listProfiles,
  updateProfile,
} from '@facet/profiles-api';
import {
  createProfileSchema,
  deleteProfileSchema,
  profileIdParamsSchema,
  updateProfileSchema,
  type DeletedProfileAnswer,
  type ProfileAnswer,
  type ProfileListAnswer,
} from '@facet/profiles-domain';
import { bodyIdSchema, urlIdSchema } from '@facet/platform-kernel';
import Boom from '@hapi/boom';
import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import { signedInAdmin } from '../signed-in-admin';
import { adminPrincipal } from './admin-principal';
import { defineAdminCompanyRoute } from './define-admin-company-route';

const listQuerySchema = pageQuerySchema.extend(companyIdQuerySchema.shape);

/** GET /api/admin-companies/get-profile?company_id&page: {profile, page, totalPages, total}. */
export function adminGetProfilesRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/get-profile',
    companyIdIn: 'query',
    validate: { query: listQuerySchema },
    handler: async ({ query, principal, database }): Promise<ProfileListAnswer> => {
      const page = await listProfiles(database, principal, query);
      return pageAnswer('profile', page);
    },
  });
}

/** GET /api/admin-companies/get-profile/{profile_id}?company_id: {profile}; 404. */
export function adminGetProfileRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/get-profile/{profile_id}',
    companyIdIn: 'query',
    validate: { params: profileIdParamsSchema, query: companyIdQuerySchema },
    handler: async ({ params: { profile_id }, principal, database }): Promise<ProfileAnswer> => {
      const profile = await getProfile(database, principal, profile_id);
      return { profile };
    },
  });
}

const companyIdMismatch = 'must be the same company_id wherever the request names one';

/** Where the admin's profile body may name the company: at its top level or inside `profile`. */
const bodyCompanyIdsSchema = z.looseObject({
  company_id: bodyIdSchema.optional(),
  profile: z.looseObject({ company_id: bodyIdSchema.optional() }).optional(),
});

/**
 * The profile feature's own body schema, plus the company the admin acts on (body, `profile` or
 * `?company_id`). The profile schema is applied as is, so its statuses and messages are kept.
 */
function withCompanyId<Schema extends z.ZodType>(schema: Schema) {
  return bodyCompanyIdsSchema
    .refine(
      (body) =>
        body.company_id === undefined ||
        body.profile?.company_id === undefined ||
        body.company_id === body.profile.company_id,
      { path: ['profile', 'company_id'], error: companyIdMismatch },
    )
    .transform((body, context) => {
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
        }
        return z.NEVER;
      }
      const companyId = body.company_id ?? body.profile?.company_id;
      return { company_id: companyId, value: parsed.data };
    });
}

const optionalCompanyQuerySchema = z.object({ company_id: urlIdSchema.optional() });
const createPayloadSchema = withCompanyId(createProfileSchema);
const updatePayloadSchema = withCompanyId(updateProfileSchema);

/**
 * The company named by the body or `?company_id`; both may name it, but never two different
 * ones (a silent winner would act on a company the caller did not look at, ASVS 5.0 V2.2.3).
 */
function companyIdOf(
  bodyCompanyId: number | undefined,
  queryCompanyId: number | undefined,
): number {
  const bothNamed = bodyCompanyId !== undefined && queryCompanyId !== undefined;
  if (bothNamed && bodyCompanyId !== queryCompanyId) {
    throw Boom.badRequest(`company_id: ${companyIdMismatch}`);
  }
  const companyId = bodyCompanyId ?? queryCompanyId;
  if (companyId === undefined) throw Boom.badRequest('Missing required parameter: company_id');
  return companyId;
}

/**
 * POST /api/admin-companies/create-profile {profile, company_id}: 201 {profile}; 400 no valid
 * values; 404 no such company; 409 name exists.
 */
export function adminCreateProfileRoute(): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/admin-companies/create-profile',
    options: { auth: adminStrategy },
    validate: { payload: createPayloadSchema, query: optionalCompanyQuerySchema },
    principal: signedInAdmin,
    handler: async ({ payload: { company_id, value }, query, principal: adminId, request, h }) => {
      const profile = await createProfile(
        request.server.app.database,
        adminPrincipal(adminId, companyIdOf(company_id, query.company_id)),
        value,
      );
      return h.response({ profile } satisfies ProfileAnswer).code(201);
    },
  });
}

/**
 * PATCH /api/admin-companies/update-profile {profile: {profile_id, …}, company_id}: {profile};
 * 400, 403 global, 404, 409 changed since `updated_at`, 422 name unavailable.
 */
export function adminUpdateProfileRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/admin-companies/update-profile',
    options: { auth: adminStrategy },
    validate: { payload: updatePayloadSchema, query: optionalCompanyQuerySchema },
    principal: signedInAdmin,
    handler: async ({
      payload: { company_id, value },
      query,
      principal: adminId,
      request,
    }): Promise<ProfileAnswer> => {
      const profile = await updateProfile(
        request.server.app.database,
        adminPrincipal(adminId, companyIdOf(company_id, query.company_id)),
        value,
      );
      return { profile };
    },
  });
}

const deletePayloadSchema = deleteProfileSchema.extend(companyIdBodySchema.shape);

/** DELETE /api/admin-companies/delete-profile {profile_id, company_id}: 403 global, 404. */
export function adminDeleteProfileRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'DELETE',
    path: '/api/admin-companies/delete-profile',
    companyIdIn: 'payload',
    validate: { payload: deletePayloadSchema },
    handler: async ({
      payload: { profile_id },
      principal,
      database,
    }): Promise<DeletedProfileAnswer> => {
      return deleteProfile(database, principal, profile_id);
    },
  });
}
