import { companyIdQuerySchema, recordIdSchema } from '@facet/admin-domain';
import { pageQuerySchema, zodValidator } from '@facet/platform-http';
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
import Boom from '@hapi/boom';
import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import { adminRoute } from '../admin-route';
import { adminPrincipal } from './admin-principal';

const listQuerySchema = pageQuerySchema.extend(companyIdQuerySchema.shape);

/** GET /api/admin-companies/get-profile?company_id&page: {profiles, page, totalPages, total}. */
export function adminGetProfilesRoute(): ServerRoute {
  return adminRoute({
    method: 'GET',
    path: '/api/admin-companies/get-profile',
    validate: { query: zodValidator(listQuerySchema) },
    handler: async (request, _h, adminId): Promise<ProfileListAnswer> => {
      const { company_id, ...query } = request.query as z.output<typeof listQuerySchema>;
      const page = await listProfiles(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        query,
      );
      return {
        profiles: page.rows,
        page: page.page,
        totalPages: page.totalPages,
        total: page.total,
      };
    },
  });
}

/** GET /api/admin-companies/get-profile/{profile_id}?company_id: {profile}; 404. */
export function adminGetProfileRoute(): ServerRoute {
  return adminRoute({
    method: 'GET',
    path: '/api/admin-companies/get-profile/{profile_id}',
    validate: {
      params: zodValidator(profileIdParamsSchema),
      query: zodValidator(companyIdQuerySchema),
    },
    handler: async (request, _h, adminId): Promise<ProfileAnswer> => {
      const { profile_id } = request.params as z.output<typeof profileIdParamsSchema>;
      const { company_id } = request.query as z.output<typeof companyIdQuerySchema>;
      const profile = await getProfile(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        profile_id,
      );
      return { profile };
    },
  });
}

/** The admin's profile body names the company at its top level or inside `profile`. */
function liftCompanyId(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const fields = body as { company_id?: unknown; profile?: unknown };
  const inner = fields.profile;
  if (fields.company_id === undefined && inner && typeof inner === 'object') {
    return { ...fields, company_id: (inner as { company_id?: unknown }).company_id };
  }
  return body;
}

/**
 * The profile feature's own body schema, plus the company the admin acts on (body, `profile` or
 * `?company_id`). The profile schema is applied as is, so its statuses and messages are kept.
 */
function withCompanyId<Schema extends z.ZodType>(schema: Schema) {
  return z
    .preprocess(liftCompanyId, z.looseObject({ company_id: recordIdSchema.optional() }))
    .transform((body, context) => {
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
        }
        return z.NEVER;
      }
      return { company_id: body.company_id, value: parsed.data as z.output<Schema> };
    });
}

const optionalCompanyQuerySchema = z.object({ company_id: recordIdSchema.optional() });
const createPayloadSchema = withCompanyId(createProfileSchema);
const updatePayloadSchema = withCompanyId(updateProfileSchema);

function companyIdOf(bodyCompanyId: number | undefined, query: unknown): number {
  const companyId =
    bodyCompanyId ?? (query as z.output<typeof optionalCompanyQuerySchema>).company_id;
  if (companyId === undefined) throw Boom.badRequest('Missing required parameter: company_id');
  return companyId;
}

/**
 * POST /api/admin-companies/create-profile {profile, company_id}: 201 {profile}; 400 no valid
 * values; 404 no such company; 409 name exists.
 */
export function adminCreateProfileRoute(): ServerRoute {
  return adminRoute({
    method: 'POST',
    path: '/api/admin-companies/create-profile',
    validate: {
      payload: zodValidator(createPayloadSchema),
      query: zodValidator(optionalCompanyQuerySchema),
    },
    handler: async (request, h, adminId) => {
      const { company_id, value } = request.payload as z.output<typeof createPayloadSchema>;
      const profile = await createProfile(
        request.server.app.database,
        adminPrincipal(adminId, companyIdOf(company_id, request.query)),
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
  return adminRoute({
    method: 'PATCH',
    path: '/api/admin-companies/update-profile',
    validate: {
      payload: zodValidator(updatePayloadSchema),
      query: zodValidator(optionalCompanyQuerySchema),
    },
    handler: async (request, _h, adminId): Promise<ProfileAnswer> => {
      const { company_id, value } = request.payload as z.output<typeof updatePayloadSchema>;
      const profile = await updateProfile(
        request.server.app.database,
        adminPrincipal(adminId, companyIdOf(company_id, request.query)),
        value,
      );
      return { profile };
    },
  });
}

const deletePayloadSchema = deleteProfileSchema.extend(companyIdQuerySchema.shape);

/** DELETE /api/admin-companies/delete-profile {profile_id, company_id}: 403 global, 404. */
export function adminDeleteProfileRoute(): ServerRoute {
  return adminRoute({
    method: 'DELETE',
    path: '/api/admin-companies/delete-profile',
    validate: { payload: zodValidator(deletePayloadSchema) },
    handler: async (request, _h, adminId): Promise<DeletedProfileAnswer> => {
      const { company_id, profile_id } = request.payload as z.output<typeof deletePayloadSchema>;
      return deleteProfile(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        profile_id,
      );
    },
  });
}
