import type { Plugin } from '@hapi/hapi';
import { getEmployeeGroupRoute } from './routes/companies/get-employee-group';
import { toggleGroupDiagnosisRoute } from './routes/companies/toggle-group-diagnosis';
import { createGroupRoute } from './routes/groups/create-group';
import { deleteGroupRoute } from './routes/groups/delete-group';
import { exportGroupResultsRoute } from './routes/groups/export-group-results';
import { getGroupFitRoute, getGroupRoute, getGroupsRoute } from './routes/groups/get-group';
import { addMemberRoute, addMembersRoute, removeMemberRoute } from './routes/groups/group-members';
import { updateGroupRoute } from './routes/groups/update-group';

/**
 * Groups (spec/api.md §7 "/groups/*"), the group licence toggle and an employee's groups. Needs
 * the session plugin first (the 'user' strategy).
 */
export const groupsPlugin: Plugin<void> = {
  name: 'facet-groups',
  dependencies: ['facet-session'],
  register(server) {
    server.route([
      getGroupsRoute(),
      getGroupRoute(),
      getGroupFitRoute(),
      exportGroupResultsRoute(),
      createGroupRoute(),
      updateGroupRoute(),
      deleteGroupRoute(),
      addMemberRoute(),
      addMembersRoute(),
      removeMemberRoute(),
      toggleGroupDiagnosisRoute(),
      getEmployeeGroupRoute(),
    ]);
  },
};
