import { companyMember, companyRoutes } from '@facet/platform-tenancy';
import {
  groupFitQuerySchema,
  groupIdParamsSchema,
  type GroupDetailAnswer,
  type GroupFitAnswer,
  type GroupListAnswer,
} from '@facet/groups-domain';
import { defineRoute, pageAnswer, pageQuerySchema } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { groupFit } from '../../services/group-fit';
import { getGroupDetail, listGroups } from '../../services/groups';

/** GET /api/groups/get-group?page: {groups, page, totalPages, total}. */
export function getGroupsRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/groups/get-group',
    validate: { query: pageQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/get-group', companyIdIn: 'query' },
    handler: async ({ query, principal, request }): Promise<GroupListAnswer> => {
      const page = await listGroups(request.server.app.database, principal, query);
      return pageAnswer('groups', page);
    },
  });
}

/** GET /api/groups/get-group/{id}?page: {group, members, page, totalPages, total}; 404. */
export function getGroupRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/groups/get-group/{id}',
    validate: { params: groupIdParamsSchema, query: pageQuerySchema },
    actsAs: 'manager',
    platformAdmin: {
      path: '/api/admin-companies/get-group/{group_id}',
      companyIdIn: 'query',
      params: { group_id: 'id' },
    },
    handler: async ({ query, params: { id }, principal, request }): Promise<GroupDetailAnswer> => {
      const detail = await getGroupDetail(request.server.app.database, principal, id, query);
      return {
        group: detail.group,
        licences: detail.licences,
        ...pageAnswer('members', detail),
      };
    },
  });
}

/** GET /api/groups/get-group-fit/{id}?role: members' fit with the group's profile (beyond the spec). */
export function getGroupFitRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/groups/get-group-fit/{id}',
    options: { auth: 'user' },
    validate: { params: groupIdParamsSchema, query: groupFitQuerySchema },
    principal: companyMember('manager'),
    handler: async ({ params: { id }, principal, request }): Promise<GroupFitAnswer> => {
      return groupFit(request.server.app.database, principal, id);
    },
  });
}
