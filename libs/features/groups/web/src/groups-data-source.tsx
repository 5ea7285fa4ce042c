import type { CompanyMutation, CompanyQueryState } from '@facet/company-web';
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
  actingAsMember,
  boundTo,
  companyUrl,
  type CompanyActing,
} from '@facet/platform-api-client';
import type { Language, TableFormat, ToggleableLicenceState } from '@facet/platform-kernel';
import { createContext, useContext, type ReactNode } from 'react';
import {
  useAddMembersMutation,
  useCreateGroupMutation,
  useDeleteGroupMutation,
  useGetEmployeeGroupsQuery,
  useGetGroupFitQuery,
  useGetGroupQuery,
  useGetGroupsQuery,
  useRemoveMemberMutation,
  useToggleGroupDiagnosisMutation,
  useUpdateGroupMutation,
  type GroupMembersChange,
} from './groups-endpoints';

export interface GroupMemberChange {
  group_id: number;
  email: string;
}

/**
 * Where the group screens and the employee's groups read and change a company's groups: the
 * signed-in manager's own (the default) or, in the back office, the company a platform admin
 * opened. The company and the panel's address come from the company feature's
 * `CompanyDataSource`, the profiles from the profiles feature's. Every member is a hook.
 */
export interface GroupsDataSource {
  useGroups: (page: number) => CompanyQueryState<GroupListAnswer>;
  useGroup: (args: { id: number; page: number }) => CompanyQueryState<GroupDetailAnswer>;
  /**
   * The members' fit with the group's profile; undefined where the API offers no such call
   * (the back office), and the fit is then left out.
   */
  useGroupFit: (groupId: number) => CompanyQueryState<GroupFitAnswer> | undefined;
  useCreateGroup: () => CompanyMutation<{ name: string; profile_id: number | null }, GroupAnswer>;
  useUpdateGroup: () => CompanyMutation<
    { group_id: number; name?: string; profile_id?: number | null },
    GroupAnswer
  >;
  useDeleteGroup: () => CompanyMutation<number, { group_id: number }>;
  useAddMembers: () => CompanyMutation<GroupMembersChange, AddGroupMembersAnswer>;
  useRemoveMember: () => CompanyMutation<GroupMemberChange, GroupMemberAnswer>;
  useToggleGroupDiagnosis: () => CompanyMutation<
    { group_id: number; newLicenseState: ToggleableLicenceState },
    ToggleGroupDiagnosisAnswer
  >;
  useEmployeeGroups: (args: { email: string; page: number }) => CompanyQueryState<GroupListAnswer>;
  /** The API path of the group's members, results and fit as a file (issue 22). */
  groupExportPath: (groupId: number, file: { format: TableFormat; lang: Language }) => string;
  /** The page of the group's team view (issue 23); undefined where there is none (back office). */
  teamViewPath?: (groupId: number) => string;
}

/**
 * The group screens' calls for who acts. The back office has no call for a group's fit nor a
 * team view page, so it leaves them out; it names the group of an export in the query.
 */
export function groupsDataSource(acting: CompanyActing): GroupsDataSource {
  const byMember = acting.kind === 'member';
  return {
    useGroups: (page) => useGetGroupsQuery({ page, acting }),
    useGroup: (args) => useGetGroupQuery({ ...args, acting }),
    useGroupFit: byMember
      ? (groupId): CompanyQueryState<GroupFitAnswer> => useGetGroupFitQuery(groupId)
      : () => undefined,
    useCreateGroup: () => boundTo(acting, useCreateGroupMutation()),
    useUpdateGroup: () => boundTo(acting, useUpdateGroupMutation()),
    useDeleteGroup: () => {
      const [trigger, state] = useDeleteGroupMutation();
      return [(group_id: number) => trigger({ group_id, acting }), state];
    },
    useAddMembers: () => boundTo(acting, useAddMembersMutation()),
    useRemoveMember: () => boundTo(acting, useRemoveMemberMutation()),
    useToggleGroupDiagnosis: () => boundTo(acting, useToggleGroupDiagnosisMutation()),
    useEmployeeGroups: (args) => useGetEmployeeGroupsQuery({ ...args, acting }),
    groupExportPath: (groupId, { format, lang }) =>
      byMember
        ? companyUrl(acting, `/groups/export-group-results/${groupId}`, 'manager', { format, lang })
        : companyUrl(acting, '/groups/export-group-results', 'manager', {
            group_id: String(groupId),
            format,
            lang,
          }),
    ...(byMember && { teamViewPath: (groupId: number) => `/company-panel/group/${groupId}/team` }),
  };
}

/** The signed-in manager's own company, through /groups/* and /companies/*. */
export const myGroupsDataSource = groupsDataSource(actingAsMember);

const GroupsDataSourceContext = createContext<GroupsDataSource>(myGroupsDataSource);

/** Points the group screens below it at another company's calls. */
export function GroupsDataSourceProvider({
  source,
  children,
}: {
  source: GroupsDataSource;
  children: ReactNode;
}) {
  return (
    <GroupsDataSourceContext.Provider value={source}>{children}</GroupsDataSourceContext.Provider>
  );
}

export function useGroupsDataSource(): GroupsDataSource {
  return useContext(GroupsDataSourceContext);
}

/** The employee's groups through the data source in scope, for `employeeGroupsTab`. */
export function useSourcedEmployeeGroups(args: { email: string; page: number }) {
  return useGroupsDataSource().useEmployeeGroups(args);
}

/** Adds members to a group through the data source in scope, for the people pipeline. */
export function useSourcedAddMembers() {
  return useGroupsDataSource().useAddMembers();
}
