import { companyMember } from '@facet/platform-tenancy';
import { defineRoute } from '@facet/platform-http';
import { deleteProfileSchema, type DeletedProfileAnswer } from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import { deleteProfile } from '../../services/profiles';

/** DELETE /api/profiles/delete-profile?role=admin {profile_id}: company admins; 403, 404. */
export function deleteProfileRoute(): ServerRoute {
  return defineRoute({
    method: 'DELETE',
    path: '/api/profiles/delete-profile',
    options: { auth: 'user' },
    validate: { payload: deleteProfileSchema },
    principal: companyMember('admin'),
    handler: async ({
      payload: { profile_id },
      principal,
      request,
    }): Promise<DeletedProfileAnswer> => {
      return deleteProfile(request.server.app.database, principal, profile_id);
    },
  });
}
