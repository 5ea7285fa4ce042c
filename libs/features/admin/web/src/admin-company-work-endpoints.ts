import type {
  AddGroupMembersAnswer,
  GroupAnswer,
  GroupDetailAnswer,
  GroupListAnswer,
  GroupMemberAnswer,
  ToggleGroupDiagnosisAnswer,
} from '@facet/groups-domain';
import type { GroupMemberChange, GroupMembersChange } from '@facet/groups-web';
import { api } from '@facet/platform-api-client';
import type { ToggleableLicenceState } from '@facet/platform-kernel';
import type {
  DeletedProfileAnswer,
  EmployeeInformDocumentAnswer,
  EmployeeResultInformAnswer,
  EmployeeResultsAnswer,
  ProfileAnswer,
  ProfileContent,
  ProfileListAnswer,
  ProfileRankingAnswer,
  RankingRequest,
} from '@facet/profiles-domain';
import { rankingSearchParams } from '@facet/profiles-domain';
import type { ProfileUpdate, ResultRef } from '@facet/profiles-web';
import {
  comparisonTag,
  companyListTag,
  groupTag,
  profileTag,
  type ForCompany,
} from './admin-company-tags';

const emailQuery = (email: string) => `email=${encodeURIComponent(email)}`;

/**
 * The company panel's Profiles and Groups and the employee's results, on any company, for a
 * platform admin (spec/api.md §7 "Platform admin acting on a company").
 */
export const adminCompanyWorkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminCompanyProfiles: build.query<
      ProfileListAnswer,
      { page: number; pageSize?: number } & ForCompany
    >({
      query: ({ company_id, page, pageSize = 10 }) =>
        `/admin-companies/get-profile?company_id=${company_id}&page=${page}&pageSize=${pageSize}`,
      providesTags: (_answer, _error, { company_id }) => [companyListTag('Profile', company_id)],
    }),
    getAdminCompanyProfile: build.query<ProfileAnswer, { profile_id: number } & ForCompany>({
      query: ({ company_id, profile_id }) =>
        `/admin-companies/get-profile/${profile_id}?company_id=${company_id}`,
      providesTags: (_answer, _error, { company_id, profile_id }) => [
        profileTag(company_id, profile_id),
      ],
    }),
    createAdminCompanyProfile: build.mutation<ProfileAnswer, ProfileContent & ForCompany>({
      query: (body) => ({ url: '/admin-companies/create-profile', method: 'POST', body }),
      invalidatesTags: (_answer, _error, { company_id }) => [companyListTag('Profile', company_id)],
    }),
    updateAdminCompanyProfile: build.mutation<ProfileAnswer, ProfileUpdate & ForCompany>({
      query: (body) => ({ url: '/admin-companies/update-profile', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { company_id, profile_id }) => [
        profileTag(company_id, profile_id),
        companyListTag('Profile', company_id),
        companyListTag('Group', company_id),
        comparisonTag(company_id),
      ],
    }),
    deleteAdminCompanyProfile: build.mutation<
      DeletedProfileAnswer,
      { profile_id: number } & ForCompany
    >({
      query: (body) => ({ url: '/admin-companies/delete-profile', method: 'DELETE', body }),
      invalidatesTags: (_answer, _error, { company_id }) => [
        companyListTag('Profile', company_id),
        companyListTag('Group', company_id),
        comparisonTag(company_id),
      ],
    }),
    getAdminCompanyRanking: build.query<ProfileRankingAnswer, RankingRequest & ForCompany>({
      query: ({ company_id, ...request }) =>
        `/admin-companies/rank-members?company_id=${company_id}&${rankingSearchParams(request)}`,
      providesTags: (_answer, _error, { company_id }) => [
        companyListTag('Result', company_id),
        companyListTag('Employee', company_id),
      ],
    }),
    getAdminCompanyEmployeeResults: build.query<
      EmployeeResultsAnswer,
      { email: string; page: number } & ForCompany
    >({
      query: ({ company_id, email, page }) =>
        `/admin-companies/get-diagnoses-employees?company_id=${company_id}&${emailQuery(email)}&page=${page}`,
      providesTags: (_answer, _error, { company_id }) => [companyListTag('Result', company_id)],
    }),
    getAdminCompanyEmployeeResultInform: build.query<
      EmployeeResultInformAnswer,
      ResultRef & { lang: string } & ForCompany
    >({
      query: ({ company_id, email, result_id, lang }) =>
        `/admin-companies/get-employee-result-inform?company_id=${company_id}&result_id=${result_id}&lang=${lang}&${emailQuery(email)}`,
      providesTags: (_answer, _error, { company_id }) => [comparisonTag(company_id)],
    }),
    getAdminCompanyEmployeeInformDocument: build.mutation<
      EmployeeInformDocumentAnswer,
      ResultRef & { lang: string } & ForCompany
    >({
      query: ({ company_id, email, result_id, lang }) => ({
        url: `/admin-companies/get-employee-inform-document/${encodeURIComponent(email)}/${result_id}?company_id=${company_id}&lang=${lang}`,
        method: 'POST',
        body: {},
      }),
    }),
    getAdminCompanyGroups: build.query<
      GroupListAnswer,
      { page: number; pageSize?: number } & ForCompany
    >({
      query: ({ company_id, page, pageSize }) =>
        `/admin-companies/get-group?company_id=${company_id}&page=${page}${pageSize === undefined ? '' : `&pageSize=${pageSize}`}`,
      providesTags: (_answer, _error, { company_id }) => [companyListTag('Group', company_id)],
    }),
    getAdminCompanyGroup: build.query<
      GroupDetailAnswer,
      { group_id: number; page: number } & ForCompany
    >({
      query: ({ company_id, group_id, page }) =>
        `/admin-companies/get-group/${group_id}?company_id=${company_id}&page=${page}`,
      providesTags: (_answer, _error, { company_id, group_id }) => [groupTag(company_id, group_id)],
    }),
    createAdminCompanyGroup: build.mutation<
      GroupAnswer,
      { name: string; profile_id: number | null } & ForCompany
    >({
      query: (body) => ({ url: '/admin-companies/create-group', method: 'POST', body }),
      invalidatesTags: (_answer, _error, { company_id }) => [companyListTag('Group', company_id)],
    }),
    updateAdminCompanyGroup: build.mutation<
      GroupAnswer,
      { group_id: number; name?: string; profile_id?: number | null } & ForCompany
    >({
      query: (body) => ({ url: '/admin-companies/update-group', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { company_id, group_id }) => [
        groupTag(company_id, group_id),
        companyListTag('Group', company_id),
      ],
    }),
    deleteAdminCompanyGroup: build.mutation<
      { group_id: number },
      { group_id: number } & ForCompany
    >({
      query: (body) => ({ url: '/admin-companies/delete-group', method: 'DELETE', body }),
      invalidatesTags: (_answer, _error, { company_id }) => [companyListTag('Group', company_id)],
    }),
    addAdminCompanyGroupMembers: build.mutation<
      AddGroupMembersAnswer,
      GroupMembersChange & ForCompany
    >({
      query: (body) => ({ url: '/admin-companies/add-members', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { company_id, group_id }) => [
        groupTag(company_id, group_id),
        companyListTag('Group', company_id),
      ],
    }),
    removeAdminCompanyGroupMember: build.mutation<
      GroupMemberAnswer,
      GroupMemberChange & ForCompany
    >({
      query: (body) => ({ url: '/admin-companies/remove-member', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { company_id, group_id }) => [
        groupTag(company_id, group_id),
        companyListTag('Group', company_id),
      ],
    }),
    toggleAdminCompanyGroupDiagnosis: build.mutation<
      ToggleGroupDiagnosisAnswer,
      { group_id: number; newLicenseState: ToggleableLicenceState } & ForCompany
    >({
      query: (body) => ({ url: '/admin-companies/toggle-group-diagnosis', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { company_id, group_id }) => [
        groupTag(company_id, group_id),
        companyListTag('Group', company_id),
        // The members' licences and the company's count change with the group's.
        companyListTag('Employee', company_id),
        { type: 'Company', id: company_id },
      ],
    }),
    getAdminCompanyEmployeeGroups: build.query<
      GroupListAnswer,
      { email: string; page: number } & ForCompany
    >({
      query: ({ company_id, email, page }) =>
        `/admin-companies/get-employee-group?company_id=${company_id}&${emailQuery(email)}&page=${page}`,
      providesTags: (_answer, _error, { company_id }) => [companyListTag('Group', company_id)],
    }),
  }),
});

export const {
  useGetAdminCompanyProfilesQuery,
  useGetAdminCompanyProfileQuery,
  useCreateAdminCompanyProfileMutation,
  useUpdateAdminCompanyProfileMutation,
  useDeleteAdminCompanyProfileMutation,
  useGetAdminCompanyEmployeeResultsQuery,
  useGetAdminCompanyEmployeeResultInformQuery,
  useGetAdminCompanyEmployeeInformDocumentMutation,
  useGetAdminCompanyGroupsQuery,
  useGetAdminCompanyGroupQuery,
  useCreateAdminCompanyGroupMutation,
  useUpdateAdminCompanyGroupMutation,
  useDeleteAdminCompanyGroupMutation,
  useAddAdminCompanyGroupMembersMutation,
  useRemoveAdminCompanyGroupMemberMutation,
  useToggleAdminCompanyGroupDiagnosisMutation,
  useGetAdminCompanyEmployeeGroupsQuery,
  useGetAdminCompanyRankingQuery,
} = adminCompanyWorkApi;
