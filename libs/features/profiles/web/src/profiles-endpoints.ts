import {
  api,
  companyRequest,
  companyTagId,
  companyUrl,
  type Acting,
  type CompanyActing,
} from '@facet/platform-api-client';
import type {
  DeletedProfileAnswer,
  EmployeeReportDocumentAnswer,
  EmployeeResultReportAnswer,
  EmployeeResultsAnswer,
  ProfileAnswer,
  ProfileContent,
  ProfileListAnswer,
  ProfileRankingAnswer,
  RankingComparisonAnswer,
  RankingRequest,
  ResultProfileChoiceAnswer,
  RetakeGrantAnswer,
  ShortlistAnswer,
  ShortlistChange,
} from '@facet/profiles-domain';
import { rankingSearchParams } from '@facet/profiles-domain';

export interface ResultRef {
  email: string;
  result_id: number;
}

/**
 * A group the ranking may be narrowed to. Profiles may not import the groups feature, so it
 * reads only the two fields of the groups list it shows.
 */
export interface RankingGroup {
  group_id: number;
  name: string;
}

/** A star set or taken off a ranked person. */
export interface ShortlistToggle extends ShortlistChange {
  starred: boolean;
}

/** The 2–4 people the ranking's comparison sets side by side. */
export interface ComparisonRequest {
  profile_id: number;
  user_ids: readonly number[];
}

export interface RankingGroupsAnswer {
  groups: RankingGroup[];
}

/** The ranking offers the company's first groups, as many as one page of a list may hold. */
export const rankingGroupsPageSize = 100;

/** What a profile's change or removal shows in: the list, the groups and the comparisons. */
function profileUsers(acting: CompanyActing) {
  return [
    { type: 'Profile' as const, id: companyTagId(acting, 'LIST') },
    { type: 'Group' as const, id: companyTagId(acting, 'LIST') },
    { type: 'Result' as const, id: companyTagId(acting, 'COMPARISON') },
  ];
}

/**
 * Profiles and the reading of employee results (spec/api.md §7), for whoever acts (`acting`;
 * the result-profile choice, retakes, the shortlist and the comparison are the managers'),
 * with cache tags.
 */
export const profilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfiles: build.query<ProfileListAnswer, { page: number; pageSize?: number } & Acting>({
      query: ({ acting, page, pageSize = 10 }) =>
        companyUrl(acting, '/profiles/get-profile', 'manager', {
          page: String(page),
          pageSize: String(pageSize),
        }),
      providesTags: (answer, _error, { acting }) => [
        { type: 'Profile', id: companyTagId(acting, 'LIST') },
        ...(answer?.profile ?? []).map((profile) => ({
          type: 'Profile' as const,
          id: companyTagId(acting, profile.profile_id),
        })),
      ],
    }),
    getProfile: build.query<ProfileAnswer, { profile_id: number } & Acting>({
      query: ({ acting, profile_id }) =>
        companyUrl(acting, `/profiles/get-profile/${profile_id}`, 'manager'),
      providesTags: (_answer, _error, { acting, profile_id }) => [
        { type: 'Profile', id: companyTagId(acting, profile_id) },
      ],
    }),
    createProfile: build.mutation<ProfileAnswer, ProfileContent & Acting>({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'POST', '/profiles/create-profile', 'manager', body),
      invalidatesTags: (_answer, _error, { acting }) => [
        { type: 'Profile', id: companyTagId(acting, 'LIST') },
      ],
    }),
    updateProfile: build.mutation<
      ProfileAnswer,
      ProfileContent & { profile_id: number; updated_at?: string } & Acting
    >({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'PATCH', '/profiles/update-profile', 'manager', body),
      invalidatesTags: (_answer, _error, { acting, profile_id }) => [
        { type: 'Profile', id: companyTagId(acting, profile_id) },
        ...profileUsers(acting),
      ],
    }),
    deleteProfile: build.mutation<DeletedProfileAnswer, { profile_id: number } & Acting>({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'DELETE', '/profiles/delete-profile', 'admin', body),
      invalidatesTags: (_answer, _error, { acting }) => profileUsers(acting),
    }),
    getEmployeeResults: build.query<
      EmployeeResultsAnswer,
      { email: string; page: number } & Acting
    >({
      query: ({ acting, email, page }) =>
        companyUrl(acting, '/companies/get-diagnoses-employees', 'manager', {
          email,
          page: String(page),
        }),
      providesTags: (_answer, _error, { acting }) => [
        { type: 'Result', id: companyTagId(acting, 'LIST') },
      ],
    }),
    getEmployeeResultReport: build.query<
      EmployeeResultReportAnswer,
      ResultRef & { lang: string } & Acting
    >({
      query: ({ acting, email, result_id, lang }) =>
        companyUrl(acting, '/companies/get-employee-result-inform', 'manager', {
          result_id: String(result_id),
          lang,
          email,
        }),
      providesTags: (_answer, _error, { acting }) => [
        { type: 'Result', id: companyTagId(acting, 'COMPARISON') },
      ],
    }),
    chooseResultProfile: build.mutation<
      ResultProfileChoiceAnswer,
      ResultRef & { profile_id: number | null }
    >({
      query: (body) => ({
        url: '/companies/employee-result-profile?role=manager',
        method: 'PATCH',
        body,
      }),
      invalidatesTags: [{ type: 'Result', id: 'COMPARISON' }],
    }),
    getEmployeeReportDocument: build.mutation<
      EmployeeReportDocumentAnswer,
      ResultRef & { lang: string } & Acting
    >({
      query: ({ acting, email, result_id, lang }) => ({
        url: companyUrl(
          acting,
          `/companies/get-employee-inform-document/${encodeURIComponent(email)}/${result_id}`,
          'manager',
          { lang },
        ),
        method: 'POST',
        body: {},
      }),
    }),
    /** One free retake of an invalid protocol (issue 19); 409 when it cannot be granted. */
    grantRetake: build.mutation<RetakeGrantAnswer, ResultRef>({
      query: (body) => ({
        url: '/companies/grant-retake?role=manager',
        method: 'PATCH',
        body,
      }),
      // The result now records the grant, and the person's licence state changed.
      invalidatesTags: (_answer, _error, { email }) => [
        { type: 'Result', id: 'COMPARISON' },
        { type: 'Employee', id: email },
        { type: 'Employee', id: 'LIST' },
      ],
    }),
    /** Every member's latest result against a profile (issue 22), one page. */
    rankMembers: build.query<ProfileRankingAnswer, RankingRequest & Acting>({
      query: ({ acting, ...request }) =>
        companyUrl(acting, '/companies/rank-members', 'manager', rankingSearchParams(request)),
      providesTags: (_answer, _error, { acting }) => [
        { type: 'Result', id: companyTagId(acting, 'LIST') },
        { type: 'Employee', id: companyTagId(acting, 'LIST') },
      ],
    }),
    /** Stars or unstars a ranked person on the profile's shortlist; the ranking reloads. */
    changeShortlist: build.mutation<ShortlistAnswer, ShortlistToggle>({
      query: ({ starred, ...body }) => ({
        url: '/companies/ranking-shortlist?role=manager',
        method: starred ? 'POST' : 'DELETE',
        body,
      }),
      invalidatesTags: [{ type: 'Result', id: 'LIST' }],
    }),
    /** 2–4 ranked people side by side against the profile. */
    compareRankedMembers: build.query<RankingComparisonAnswer, ComparisonRequest>({
      query: ({ profile_id, user_ids }) =>
        `/companies/compare-ranked-members?role=manager&profile_id=${profile_id}&user_ids=${user_ids.join(',')}`,
      providesTags: [{ type: 'Result', id: 'LIST' }],
    }),
    /** The groups list of the groups feature, read for the ranking's group filter. */
    getRankingGroups: build.query<RankingGroupsAnswer, CompanyActing>({
      query: (acting) =>
        companyUrl(acting, '/groups/get-group', 'manager', {
          page: '1',
          pageSize: String(rankingGroupsPageSize),
        }),
      providesTags: (_answer, _error, acting) => [
        { type: 'Group', id: companyTagId(acting, 'LIST') },
      ],
    }),
  }),
});

export const {
  useGetProfilesQuery,
  useGetProfileQuery,
  useCreateProfileMutation,
  useUpdateProfileMutation,
  useDeleteProfileMutation,
  useGetEmployeeResultsQuery,
  useGetEmployeeResultReportQuery,
  useChooseResultProfileMutation,
  useGetEmployeeReportDocumentMutation,
  useGrantRetakeMutation,
  useRankMembersQuery,
  useChangeShortlistMutation,
  useCompareRankedMembersQuery,
  useGetRankingGroupsQuery,
} = profilesApi;
