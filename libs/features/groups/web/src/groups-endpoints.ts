import type {
  AddGroupMembersAnswer,
  GroupAnswer,
  GroupDetailAnswer,
  GroupFitAnswer,
  GroupListAnswer,
  GroupMemberAnswer,
  ToggleGroupDiagnosisAnswer,
} from '@facet/groups-domain';
import {
  api,
  companyItselfTag,
  companyRequest,
  companyTagId,
  companyUrl,
  type Acting,
  type CompanyActing,
} from '@facet/platform-api-client';
import type { CompanyRole, ToggleableLicenceState } from '@facet/platform-kernel';

/** PATCH /groups/add-members: people picked by e-mail and/or everyone holding a role. */
export interface GroupMembersChange {
  group_id: number;
  emails?: string[];
  roles?: CompanyRole[];
}

const groupTags = (acting: CompanyActing, groupId: number) => [
  { type: 'Group' as const, id: companyTagId(acting, groupId) },
  { type: 'Group' as const, id: companyTagId(acting, 'LIST') },
];

const groupList = (acting: CompanyActing) => [
  { type: 'Group' as const, id: companyTagId(acting, 'LIST') },
];

/**
 * Groups, members and the group licence (spec/api.md §7), for whoever acts (`acting`), with
 * their cache tags.
 */
export const groupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGroups: build.query<GroupListAnswer, { page: number; pageSize?: number } & Acting>({
      query: ({ acting, page, pageSize }) =>
        companyUrl(acting, '/groups/get-group', 'manager', {
          page: String(page),
          ...(pageSize !== undefined && { pageSize: String(pageSize) }),
        }),
      providesTags: (_answer, _error, { acting }) => groupList(acting),
    }),
    getGroup: build.query<GroupDetailAnswer, { id: number; page: number } & Acting>({
      query: ({ acting, id, page }) =>
        companyUrl(acting, `/groups/get-group/${id}`, 'manager', { page: String(page) }),
      providesTags: (_answer, _error, { acting, id }) => [
        { type: 'Group', id: companyTagId(acting, id) },
      ],
    }),
    getGroupFit: build.query<GroupFitAnswer, number>({
      query: (id) => `/groups/get-group-fit/${id}?role=manager`,
      providesTags: (_answer, _error, id) => [{ type: 'Group', id: String(id) }],
    }),
    createGroup: build.mutation<GroupAnswer, { name: string; profile_id: number | null } & Acting>({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'POST', '/groups/create-group', 'manager', body),
      invalidatesTags: (_answer, _error, { acting }) => groupList(acting),
    }),
    updateGroup: build.mutation<
      GroupAnswer,
      { group_id: number; name?: string; profile_id?: number | null } & Acting
    >({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'PATCH', '/groups/update-group', 'manager', body),
      invalidatesTags: (_answer, _error, { acting, group_id }) => groupTags(acting, group_id),
    }),
    deleteGroup: build.mutation<{ group_id: number }, { group_id: number } & Acting>({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'DELETE', '/groups/delete-group', 'admin', body),
      invalidatesTags: (_answer, _error, { acting }) => groupList(acting),
    }),
    addMembers: build.mutation<AddGroupMembersAnswer, GroupMembersChange & Acting>({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'PATCH', '/groups/add-members', 'manager', body),
      invalidatesTags: (_answer, _error, { acting, group_id }) => groupTags(acting, group_id),
    }),
    removeMember: build.mutation<GroupMemberAnswer, { group_id: number; email: string } & Acting>({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'PATCH', '/groups/remove-member', 'manager', body),
      invalidatesTags: (_answer, _error, { acting, group_id }) => groupTags(acting, group_id),
    }),
    toggleGroupDiagnosis: build.mutation<
      ToggleGroupDiagnosisAnswer,
      { group_id: number; newLicenseState: ToggleableLicenceState } & Acting
    >({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'PATCH', '/companies/toggle-group-diagnosis', 'manager', body),
      invalidatesTags: (_answer, _error, { acting, group_id }) => [
        ...groupTags(acting, group_id),
        // The members' licences and the company's count change with the group's.
        { type: 'Employee', id: companyTagId(acting, 'LIST') },
        companyItselfTag(acting),
      ],
    }),
    getEmployeeGroups: build.query<GroupListAnswer, { email: string; page: number } & Acting>({
      query: ({ acting, email, page }) =>
        companyUrl(acting, '/companies/get-employee-group', 'manager', {
          email,
          page: String(page),
        }),
      providesTags: (_answer, _error, { acting }) => groupList(acting),
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
