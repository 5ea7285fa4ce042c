import { companyMember } from '@facet/platform-tenancy';
import { defineRoute } from '@facet/platform-http';
import {
  shortlistChangeSchema,
  shortlistQuerySchema,
  type ShortlistAnswer,
} from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import { changeShortlist, getShortlist } from '../../services/ranking-shortlist';

const path = '/api/companies/ranking-shortlist';

/**
 * GET /api/companies/ranking-shortlist?profile_id: {profile_id, user_ids}, the people a company's
 * managers starred against the profile (beyond the spec, decision D63). 404 for another
 * company's profile.
 */
export function getShortlistRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path,
    options: { auth: 'user' },
    validate: { query: shortlistQuerySchema },
    principal: companyMember('manager'),
    handler: ({ query, principal, request }): Promise<ShortlistAnswer> =>
      getShortlist(request.server.app.database, principal, query.profile_id),
  });
}

/**
 * POST (star) and DELETE (unstar) /api/companies/ranking-shortlist {profile_id, user_id}:
 * {profile_id, user_ids}, the shortlist after the change. 404 for another company's profile or a
 * person who is not a member of the company.
 */
export function changeShortlistRoutes(): ServerRoute[] {
  return (['POST', 'DELETE'] as const).map((method) =>
    defineRoute({
      method,
      path,
      options: { auth: 'user' },
      validate: { payload: shortlistChangeSchema },
      principal: companyMember('manager'),
      handler: ({ payload, principal, request }): Promise<ShortlistAnswer> =>
        changeShortlist(request.server.app.database, principal, payload, method === 'POST'),
    }),
  );
}
