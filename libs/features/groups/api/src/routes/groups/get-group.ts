import {
  groupFitQuerySchema,
  groupIdParamsSchema,
  type GroupDetailAnswer,
  type GroupFitAnswer,
  type GroupListAnswer,
} from '@facet/groups-domain';
import { pageQuerySchema, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { groupFit } from '../../services/group-fit';
import { getGroupDetail, listGroups } from '../../services/groups';
import { userPrincipal } from '../principal';

/** GET /api/groups/get-group?page: {groups, page, totalPages, total}. */
export function getGroupsRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/groups/get-group',
    options: { auth: 'user', validate: { query: zodValidator(pageQuerySchema) } },
    handler: async (request): Promise<GroupListAnswer> => {
      const query = request.query as z.output<typeof pageQuerySchema>;
      const page = await listGroups(request.server.app.database, userPrincipal(request), query);
      return { groups: page.rows, page: page.page, totalPages: page.totalPages, total: page.total };
    },
  };
}

/** GET /api/groups/get-group/{id}?page: {group, members, page, totalPages, total}; 404. */
export function getGroupRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/groups/get-group/{id}',
    options: {
      auth: 'user',
      validate: {
        params: zodValidator(groupIdParamsSchema),
        query: zodValidator(pageQuerySchema),
      },
    },
    handler: async (request): Promise<GroupDetailAnswer> => {
      const { id } = request.params as z.output<typeof groupIdParamsSchema>;
      const query = request.query as z.output<typeof pageQuerySchema>;
      const detail = await getGroupDetail(
        request.server.app.database,
        userPrincipal(request),
        id,
        query,
      );
      return {
        group: detail.group,
        members: detail.rows,
        page: detail.page,
        totalPages: detail.totalPages,
        total: detail.total,
      };
    },
  };
}

/** GET /api/groups/get-group-fit/{id}?role: members' fit with the group's profile (beyond the spec). */
export function getGroupFitRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/groups/get-group-fit/{id}',
    options: {
      auth: 'user',
      validate: {
        params: zodValidator(groupIdParamsSchema),
        query: zodValidator(groupFitQuerySchema),
      },
    },
    handler: async (request): Promise<GroupFitAnswer> => {
      const { id } = request.params as z.output<typeof groupIdParamsSchema>;
      const { role } = request.query as z.output<typeof groupFitQuerySchema>;
      return groupFit(request.server.app.database, userPrincipal(request), id, role);
    },
  };
}
