import type {
  AddGroupMembersAnswer,
  GroupAnswer,
  GroupDetailAnswer,
  GroupFitAnswer,
  GroupListAnswer,
  GroupMemberAnswer,
  ToggleGroupDiagnosisAnswer,
} from '@facet/groups-domain';
import { api } from '@facet/platform-api-client';
import type { CompanyRole, ToggleableLicenceState } from '@facet/platform-kernel';

/** PATCH /groups/add-members: people picked by e-mail and/or everyone holding a role. */
export interface GroupMembersChange {
  group_id: number;
  emails?: string[];
  roles?: CompanyRole[];
}

const groupTags = (groupId: number) => [
  { type: 'Group' as const, id: groupId },
  { type: 'Group' as const, id: 'LIST' },
];

/** Groups, members and the group licence (spec/api.md §7), with their cache tags. */
export const groupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGroups: build.query<GroupListAnswer, number>({
      query: (page) => `/groups/get-group?role=manager&page=${page}`,
      providesTags: [{ type: 'Group', id: 'LIST' }],
    }),
    getGroup: build.query<GroupDetailAnswer, { id: number; page: number }>({
      query: ({ id, page }) => `/groups/get-group/${id}?role=manager&page=${page}`,
      providesTags: (_answer, _error, { id }) => [{ type: 'Group', id }],
    }),
    getGroupFit: build.query<GroupFitAnswer, number>({
      query: (id) => `/groups/get-group-fit/${id}?role=manager`,
      providesTags: (_answer, _error, id) => [{ type: 'Group', id }],
    }),
    createGroup: build.mutation<GroupAnswer, { name: string; profile_id: number | null }>({
      query: (body) => ({ url: '/groups/create-group?role=manager', method: 'POST', body }),
      invalidatesTags: [{ type: 'Group', id: 'LIST' }],
    }),
    updateGroup: build.mutation<
      GroupAnswer,
      { group_id: number; name?: string; profile_id?: number | null }
    >({
      query: (body) => ({ url: '/groups/update-group?role=manager', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { group_id }) => groupTags(group_id),
    }),
    deleteGroup: build.mutation<{ group_id: number }, number>({
      query: (group_id) => ({
        url: '/groups/delete-group?role=admin',
        method: 'DELETE',
        body: { group_id },
      }),
      invalidatesTags: [{ type: 'Group', id: 'LIST' }],
    }),
    addMembers: build.mutation<AddGroupMembersAnswer, GroupMembersChange>({
      query: (body) => ({ url: '/groups/add-members?role=manager', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { group_id }) => groupTags(group_id),
    }),
    removeMember: build.mutation<GroupMemberAnswer, { group_id: number; email: string }>({
      query: (body) => ({ url: '/groups/remove-member?role=manager', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { group_id }) => groupTags(group_id),
    }),
    toggleGroupDiagnosis: build.mutation<
      ToggleGroupDiagnosisAnswer,
      { group_id: number; newLicenseState: ToggleableLicenceState }
    >({
      query: (body) => ({
        url: '/companies/toggle-group-diagnosis?role=manager',
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_answer, _error, { group_id }) => [
        ...groupTags(group_id),
        { type: 'Employee', id: 'LIST' },
      ],
    }),
    getEmployeeGroups: build.query<GroupListAnswer, { email: string; page: number }>({
      query: ({ email, page }) =>
        `/companies/get-employee-group?role=manager&email=${encodeURIComponent(email)}&page=${page}`,
      providesTags: [{ type: 'Group', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetGroupsQuery,
  useGetGroupQuery,
  useGetGroupFitQuery,
  useCreateGroupMutation,
  useUpdateGroupMutation,
  useDeleteGroupMutation,
  useAddMembersMutation,
  useRemoveMemberMutation,
  useToggleGroupDiagnosisMutation,
  useGetEmployeeGroupsQuery,
} = groupsApi;
