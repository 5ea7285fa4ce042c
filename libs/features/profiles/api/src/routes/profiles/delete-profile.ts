import { companyRoutes } from '@facet/platform-tenancy';
import { deleteProfileSchema, type DeletedProfileAnswer } from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import { deleteProfile } from '../../services/profiles';

/** DELETE /api/profiles/delete-profile?role=admin {profile_id}: company admins; 403, 404. */
export function deleteProfileRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'DELETE',
    path: '/api/profiles/delete-profile',
    validate: { payload: deleteProfileSchema },
    actsAs: 'admin',
    platformAdmin: { path: '/api/admin-companies/delete-profile', companyIdIn: 'payload' },
    handler: async ({
      payload: { profile_id },
      principal,
      request,
    }): Promise<DeletedProfileAnswer> => {
      return deleteProfile(request.server.app.database, principal, profile_id);
    },
  });
}
