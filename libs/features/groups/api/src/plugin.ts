import type { Plugin } from '@hapi/hapi';
import { getEmployeeGroupRoutes } from './routes/companies/get-employee-group';
import { toggleGroupDiagnosisRoutes } from './routes/companies/toggle-group-diagnosis';
import { createGroupRoutes } from './routes/groups/create-group';
import { deleteGroupRoutes } from './routes/groups/delete-group';
import { exportGroupResultsRoutes } from './routes/groups/export-group-results';
import { getGroupFitRoute, getGroupRoutes, getGroupsRoutes } from './routes/groups/get-group';
import {
  addMemberRoutes,
  addMembersRoutes,
  removeMemberRoutes,
} from './routes/groups/group-members';
import { updateGroupRoutes } from './routes/groups/update-group';

/**
 * Groups (spec/api.md §7 "/groups/*"), the group licence toggle and an employee's groups. Needs
 * the session plugin first (the 'user' strategy).
 */
export const groupsPlugin: Plugin<void> = {
  name: 'facet-groups',
  dependencies: ['facet-session'],
  register(server) {
    server.route([
      ...getGroupsRoutes(),
      ...getGroupRoutes(),
      getGroupFitRoute(),
      ...exportGroupResultsRoutes(),
      ...createGroupRoutes(),
      ...updateGroupRoutes(),
      ...deleteGroupRoutes(),
      ...addMemberRoutes(),
      ...addMembersRoutes(),
      ...removeMemberRoutes(),
      ...toggleGroupDiagnosisRoutes(),
      ...getEmployeeGroupRoutes(),
    ]);
  },
};
