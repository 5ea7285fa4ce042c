import type { SendReminder, SendReminderAnswer } from '@facet/company-domain';
import {
  employeesExportQuery,
  type CompanyDataSource,
  type CompanyMutation,
} from '@facet/company-web';
import type { GroupsDataSource } from '@facet/groups-web';
import { rankingSearchParams } from '@facet/profiles-domain';
import { rankingGroupsPageSize, type ProfilesDataSource } from '@facet/profiles-web';
import {
  useAddAdminCompanyGroupMembersMutation,
  useCreateAdminCompanyGroupMutation,
  useCreateAdminCompanyProfileMutation,
  useDeleteAdminCompanyGroupMutation,
  useDeleteAdminCompanyProfileMutation,
  useGetAdminCompanyEmployeeGroupsQuery,
  useGetAdminCompanyEmployeeInformDocumentMutation,
  useGetAdminCompanyEmployeeResultInformQuery,
  useGetAdminCompanyEmployeeResultsQuery,
  useGetAdminCompanyGroupQuery,
  useGetAdminCompanyGroupsQuery,
  useGetAdminCompanyProfileQuery,
  useGetAdminCompanyProfilesQuery,
  useGetAdminCompanyRankingQuery,
  useRemoveAdminCompanyGroupMemberMutation,
  useToggleAdminCompanyGroupDiagnosisMutation,
  useUpdateAdminCompanyGroupMutation,
  useUpdateAdminCompanyProfileMutation,
} from './admin-company-work-endpoints';
import {
  useCancelAdminCompanyInvitationMutation,
  useChangeAdminCompanyEmployeeRoleMutation,
  useGetAdminCompanyEmployeeQuery,
  useGetAdminCompanyEmployeesQuery,
  useGetAdminCompanyPeopleQuery,
  useGetAdminCompanyQuery,
  useInviteToAdminCompanyFromFileMutation,
  useInviteToAdminCompanyMutation,
  usePreviewAdminCompanyInvitationFileMutation,
  useReleaseAdminCompanyEmployeeMutation,
  useToggleAdminCompanyLicenceMutation,
  useUpdateAdminCompanyMutation,
} from './admin-endpoints';
import {
  useGetAdminCompanyReminderSettingsQuery,
  useGetAdminCompanyReminderTargetsQuery,
  useSendAdminCompanyReminderMutation,
  useUpdateAdminCompanyReminderSettingsMutation,
} from './admin-company-reminder-endpoints';
import type { ForCompany } from './admin-company-tags';
import { adminCompanyPath } from './CompaniesTabView';

/** A mutation of /admin-companies/* whose payload gets the company the page is about. */
function forCompany<Payload, Answer>(
  companyId: number,
  [trigger, state]: CompanyMutation<Payload & ForCompany, Answer>,
): CompanyMutation<Payload, Answer> {
  return [(payload) => trigger({ ...payload, company_id: companyId }), state];
}

/** The same, for a manager's call that takes a bare id where the admin's takes a body. */
function byIdForCompany<Key extends string, Answer>(
  companyId: number,
  key: Key,
  [trigger, state]: CompanyMutation<Record<Key, number> & ForCompany, Answer>,
): CompanyMutation<number, Answer> {
  return [
    (id) => trigger({ [key]: id, company_id: companyId } as Record<Key, number> & ForCompany),
    state,
  ];
}

/**
 * The company panel's screens on any company, for a platform admin: every call goes to
 * /admin-companies/* with `company_id` (spec/api.md §7), the links stay in the back office.
 */
export function adminCompanyDataSource(companyId: number): CompanyDataSource {
  return {
    panelPath: adminCompanyPath(companyId),
    useCompany: () => useGetAdminCompanyQuery(companyId),
    useUpdateCompany: () => forCompany(companyId, useUpdateAdminCompanyMutation()),
    useEmployees: (args) => useGetAdminCompanyEmployeesQuery({ ...args, company_id: companyId }),
    useEmployee: (email) => useGetAdminCompanyEmployeeQuery({ email, company_id: companyId }),
    useChangeEmployeeRole: () => forCompany(companyId, useChangeAdminCompanyEmployeeRoleMutation()),
    useToggleLicence: () => forCompany(companyId, useToggleAdminCompanyLicenceMutation()),
    useReleaseEmployee: () => forCompany(companyId, useReleaseAdminCompanyEmployeeMutation()),
    useInvite: () => forCompany(companyId, useInviteToAdminCompanyMutation()),
    useCancelInvitation: () => forCompany(companyId, useCancelAdminCompanyInvitationMutation()),
    usePeople: (request) => useGetAdminCompanyPeopleQuery({ ...request, company_id: companyId }),
    employeesExportPath: (file, emails) =>
      `/admin-companies/export-employees?${employeesExportQuery(file, emails, [['company_id', String(companyId)]])}`,
    usePreviewInvitationFile: () =>
      forCompany(companyId, usePreviewAdminCompanyInvitationFileMutation()),
    useInviteFromFile: () => forCompany(companyId, useInviteToAdminCompanyFromFileMutation()),
    useReminderSettings: () => useGetAdminCompanyReminderSettingsQuery(companyId),
    useUpdateReminderSettings: () =>
      forCompany(companyId, useUpdateAdminCompanyReminderSettingsMutation()),
    useReminderTargets: (page) =>
      useGetAdminCompanyReminderTargetsQuery({ page, company_id: companyId }),
    useSendReminder: () =>
      forCompany<SendReminder, SendReminderAnswer>(
        companyId,
        useSendAdminCompanyReminderMutation(),
      ),
  };
}

/**
 * The profile screens and the employee's results on any company, for a platform admin. The
 * API has no admin call to choose a result's comparison profile, so the choice is shown only.
 */
export function adminProfilesDataSource(companyId: number): ProfilesDataSource {
  return {
    useProfiles: (args) => useGetAdminCompanyProfilesQuery({ ...args, company_id: companyId }),
    useProfile: (profileId) =>
      useGetAdminCompanyProfileQuery({ profile_id: profileId, company_id: companyId }),
    useCreateProfile: () => forCompany(companyId, useCreateAdminCompanyProfileMutation()),
    useUpdateProfile: () => forCompany(companyId, useUpdateAdminCompanyProfileMutation()),
    useDeleteProfile: () =>
      byIdForCompany(companyId, 'profile_id', useDeleteAdminCompanyProfileMutation()),
    useEmployeeResults: (args) =>
      useGetAdminCompanyEmployeeResultsQuery({ ...args, company_id: companyId }),
    useEmployeeResultInform: (args) =>
      useGetAdminCompanyEmployeeResultInformQuery({ ...args, company_id: companyId }),
    useChooseResultProfile: () => undefined,
    // No admin call grants a retake: the company's manager decides it (docs/decisions.md).
    useGrantRetake: () => undefined,
    useEmployeeInformDocument: () =>
      forCompany(companyId, useGetAdminCompanyEmployeeInformDocumentMutation()),
    useRanking: (request) => useGetAdminCompanyRankingQuery({ ...request, company_id: companyId }),
    useRankingGroups: () =>
      useGetAdminCompanyGroupsQuery({
        page: 1,
        pageSize: rankingGroupsPageSize,
        company_id: companyId,
      }),
    rankingExportPath: (request) =>
      `/admin-companies/export-ranking?company_id=${companyId}&${rankingSearchParams(request)}`,
    // The shortlist and the comparison are the company's managers' tools: no admin call.
    useChangeShortlist: () => undefined,
    useRankingComparison: () => undefined,
  };
}

/**
 * The group screens and the employee's groups on any company, for a platform admin. The API
 * has no admin call for a group's fit, so the group page leaves it out.
 */
export function adminGroupsDataSource(companyId: number): GroupsDataSource {
  return {
    useGroups: (page) => useGetAdminCompanyGroupsQuery({ page, company_id: companyId }),
    useGroup: ({ id, page }) =>
      useGetAdminCompanyGroupQuery({ group_id: id, page, company_id: companyId }),
    useGroupFit: () => undefined,
    useCreateGroup: () => forCompany(companyId, useCreateAdminCompanyGroupMutation()),
    useUpdateGroup: () => forCompany(companyId, useUpdateAdminCompanyGroupMutation()),
    useDeleteGroup: () =>
      byIdForCompany(companyId, 'group_id', useDeleteAdminCompanyGroupMutation()),
    useAddMembers: () => forCompany(companyId, useAddAdminCompanyGroupMembersMutation()),
    useRemoveMember: () => forCompany(companyId, useRemoveAdminCompanyGroupMemberMutation()),
    useToggleGroupDiagnosis: () =>
      forCompany(companyId, useToggleAdminCompanyGroupDiagnosisMutation()),
    useEmployeeGroups: (args) =>
      useGetAdminCompanyEmployeeGroupsQuery({ ...args, company_id: companyId }),
    groupExportPath: (groupId, { format, lang }) =>
      `/admin-companies/export-group-results?company_id=${companyId}&group_id=${groupId}&format=${format}&lang=${lang}`,
  };
}
