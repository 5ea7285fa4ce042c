import { api } from '@facet/platform-api-client';
import type {
  DeletedProfileAnswer,
  EmployeeInformDocumentAnswer,
  EmployeeResultInformAnswer,
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

/** Profiles and the manager's reading of employee results (spec/api.md §7), with cache tags. */
export const profilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfiles: build.query<ProfileListAnswer, { page: number; pageSize?: number }>({
      query: ({ page, pageSize = 10 }) =>
        `/profiles/get-profile?role=manager&page=${page}&pageSize=${pageSize}`,
      providesTags: (answer) => [
        { type: 'Profile', id: 'LIST' },
        ...(answer?.profile ?? []).map((profile) => ({
          type: 'Profile' as const,
          id: profile.profile_id,
        })),
      ],
    }),
    getProfile: build.query<ProfileAnswer, number>({
      query: (id) => `/profiles/get-profile/${id}?role=manager`,
      providesTags: (_answer, _error, id) => [{ type: 'Profile', id }],
    }),
    createProfile: build.mutation<ProfileAnswer, ProfileContent>({
      query: (body) => ({ url: '/profiles/create-profile?role=manager', method: 'POST', body }),
      invalidatesTags: [{ type: 'Profile', id: 'LIST' }],
    }),
    updateProfile: build.mutation<
      ProfileAnswer,
      ProfileContent & { profile_id: number; updated_at?: string }
    >({
      query: (body) => ({ url: '/profiles/update-profile?role=manager', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { profile_id }) => [
        { type: 'Profile', id: profile_id },
        { type: 'Profile', id: 'LIST' },
        { type: 'Group', id: 'LIST' },
        { type: 'Result', id: 'COMPARISON' },
      ],
    }),
    deleteProfile: build.mutation<DeletedProfileAnswer, number>({
      query: (profile_id) => ({
        url: '/profiles/delete-profile?role=admin',
        method: 'DELETE',
        body: { profile_id },
      }),
      invalidatesTags: [
        { type: 'Profile', id: 'LIST' },
        { type: 'Group', id: 'LIST' },
        { type: 'Result', id: 'COMPARISON' },
      ],
    }),
    getEmployeeResults: build.query<EmployeeResultsAnswer, { email: string; page: number }>({
      query: ({ email, page }) =>
        `/companies/get-diagnoses-employees?role=manager&email=${encodeURIComponent(email)}&page=${page}`,
      providesTags: [{ type: 'Result', id: 'LIST' }],
    }),
    getEmployeeResultInform: build.query<EmployeeResultInformAnswer, ResultRef & { lang: string }>({
      query: ({ email, result_id, lang }) =>
        `/companies/get-employee-result-inform?role=manager&result_id=${result_id}&lang=${lang}&email=${encodeURIComponent(email)}`,
      providesTags: [{ type: 'Result', id: 'COMPARISON' }],
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
    getEmployeeInformDocument: build.mutation<
      EmployeeInformDocumentAnswer,
      ResultRef & { lang: string }
    >({
      query: ({ email, result_id, lang }) => ({
        url: `/companies/get-employee-inform-document/${encodeURIComponent(email)}/${result_id}?role=manager&lang=${lang}`,
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
    rankMembers: build.query<ProfileRankingAnswer, RankingRequest>({
      query: (request) => `/companies/rank-members?role=manager&${rankingSearchParams(request)}`,
      providesTags: [
        { type: 'Result', id: 'LIST' },
        { type: 'Employee', id: 'LIST' },
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
    getRankingGroups: build.query<RankingGroupsAnswer, void>({
      query: () => `/groups/get-group?role=manager&page=1&pageSize=${rankingGroupsPageSize}`,
      providesTags: [{ type: 'Group', id: 'LIST' }],
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
  useGetEmployeeResultInformQuery,
  useChooseResultProfileMutation,
  useGetEmployeeInformDocumentMutation,
  useGrantRetakeMutation,
  useRankMembersQuery,
  useChangeShortlistMutation,
  useCompareRankedMembersQuery,
  useGetRankingGroupsQuery,
} = profilesApi;
