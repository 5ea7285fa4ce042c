import type { CompanyMutation, CompanyQueryState } from '@facet/company-web';
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
  ExportChoice,
  ShortlistAnswer,
  ResultProfileChoiceAnswer,
  RetakeGrantAnswer,
} from '@facet/profiles-domain';
import { rankingSearchParams } from '@facet/profiles-domain';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  actingAsMember,
  boundTo,
  companyUrl,
  type CompanyActing,
} from '@facet/platform-api-client';
import { createContext, useContext, type ReactNode } from 'react';
import {
  useChooseResultProfileMutation,
  useCreateProfileMutation,
  useDeleteProfileMutation,
  useGetEmployeeReportDocumentMutation,
  useGetEmployeeResultReportQuery,
  useGetEmployeeResultsQuery,
  useGetProfileQuery,
  useGetProfilesQuery,
  useGrantRetakeMutation,
  useGetRankingGroupsQuery,
  useRankMembersQuery,
  useChangeShortlistMutation,
  useCompareRankedMembersQuery,
  useUpdateProfileMutation,
  rankingGroupsPageSize,
  type ComparisonRequest,
  type RankingGroupsAnswer,
  type ResultRef,
  type ShortlistToggle,
} from './profiles-endpoints';

export interface ProfileUpdate extends ProfileContent {
  profile_id: number;
  updated_at?: string;
}

/**
 * Where the profile screens and the employee results read and change a company's profiles:
 * the signed-in manager's own (the default) or, in the back office, the company a platform
 * admin opened. The company and the panel's address come from the company feature's
 * `CompanyDataSource`, the one source for both. Every member is a hook.
 */
export interface ProfilesDataSource {
  useProfiles: (args: { page: number; pageSize?: number }) => CompanyQueryState<ProfileListAnswer>;
  useProfile: (profileId: number) => CompanyQueryState<ProfileAnswer>;
  useCreateProfile: () => CompanyMutation<ProfileContent, ProfileAnswer>;
  useUpdateProfile: () => CompanyMutation<ProfileUpdate, ProfileAnswer>;
  useDeleteProfile: () => CompanyMutation<number, DeletedProfileAnswer>;
  useEmployeeResults: (args: {
    email: string;
    page: number;
  }) => CompanyQueryState<EmployeeResultsAnswer>;
  useEmployeeResultReport: (
    args: ResultRef & { lang: string },
  ) => CompanyQueryState<EmployeeResultReportAnswer>;
  /**
   * Saves the profile a result is compared with; undefined where the API offers no such call
   * (the back office), and the choice is then shown but not changed.
   */
  useChooseResultProfile: () =>
    | CompanyMutation<ResultRef & { profile_id: number | null }, ResultProfileChoiceAnswer>
    | undefined;
  useEmployeeReportDocument: () => CompanyMutation<
    ResultRef & { lang: string },
    EmployeeReportDocumentAnswer
  >;
  /**
   * Grants one free retake of an invalid result; undefined where the API offers no such call
   * (the back office), and the grant is then shown but not made.
   */
  useGrantRetake: () => CompanyMutation<ResultRef, RetakeGrantAnswer> | undefined;
  /** One page of every member's latest result against a profile (issue 22). */
  useRanking: (request: RankingRequest) => CompanyQueryState<ProfileRankingAnswer>;
  /** The company's groups the ranking may be narrowed to. */
  useRankingGroups: () => CompanyQueryState<RankingGroupsAnswer>;
  /** The API path of the whole ranking as a file, for `useDownloadFileMutation`. */
  rankingExportPath: (request: RankingRequest & ExportChoice) => string;
  /**
   * Stars or unstars a ranked person; undefined where the API offers no such call (the back
   * office), and the stars are then shown but not changed.
   */
  useChangeShortlist: () => CompanyMutation<ShortlistToggle, ShortlistAnswer> | undefined;
  /**
   * 2–4 ranked people side by side (null asks nothing); undefined where the API offers no such
   * call (the back office), and the comparison is then not offered.
   */
  useRankingComparison: (
    request: ComparisonRequest | null,
  ) => CompanyQueryState<RankingComparisonAnswer> | undefined;
}

/**
 * The profile screens' and the employee results' calls for who acts. Choosing a result's
 * comparison profile, granting a retake, the shortlist and the comparison are the company's
 * managers' decisions: the back office has no such calls, so it shows them only.
 */
export function profilesDataSource(acting: CompanyActing): ProfilesDataSource {
  const byMember = acting.kind === 'member';
  return {
    useProfiles: (args) => useGetProfilesQuery({ ...args, acting }),
    useProfile: (profileId) => useGetProfileQuery({ profile_id: profileId, acting }),
    useCreateProfile: () => boundTo(acting, useCreateProfileMutation()),
    useUpdateProfile: () => boundTo(acting, useUpdateProfileMutation()),
    useDeleteProfile: () => {
      const [trigger, state] = useDeleteProfileMutation();
      return [(profile_id: number) => trigger({ profile_id, acting }), state];
    },
    useEmployeeResults: (args) => useGetEmployeeResultsQuery({ ...args, acting }),
    useEmployeeResultReport: (args) => useGetEmployeeResultReportQuery({ ...args, acting }),
    useChooseResultProfile: byMember ? useChooseResultProfileMutation : () => undefined,
    useEmployeeReportDocument: () => boundTo(acting, useGetEmployeeReportDocumentMutation()),
    useGrantRetake: byMember ? useGrantRetakeMutation : () => undefined,
    useRanking: (request) => useRankMembersQuery({ ...request, acting }),
    useRankingGroups: () => useGetRankingGroupsQuery(acting),
    rankingExportPath: (request) =>
      companyUrl(acting, '/companies/export-ranking', 'manager', rankingSearchParams(request)),
    useChangeShortlist: byMember ? useChangeShortlistMutation : () => undefined,
    useRankingComparison: byMember
      ? (request) => {
          const { data, isLoading, isFetching, error, refetch } = useCompareRankedMembersQuery(
            request ?? skipToken,
          );
          return { data, isLoading, isFetching, error, refetch };
        }
      : () => undefined,
  };
}

/** The signed-in manager's own company, through /profiles/* and /companies/*. */
export const myProfilesDataSource = profilesDataSource(actingAsMember);

const ProfilesDataSourceContext = createContext<ProfilesDataSource>(myProfilesDataSource);

/** Points the profile screens below it at another company's calls. */
export function ProfilesDataSourceProvider({
  source,
  children,
}: {
  source: ProfilesDataSource;
  children: ReactNode;
}) {
  return (
    <ProfilesDataSourceContext.Provider value={source}>
      {children}
    </ProfilesDataSourceContext.Provider>
  );
}

export function useProfilesDataSource(): ProfilesDataSource {
  return useContext(ProfilesDataSourceContext);
}

/** The employee's results through the data source in scope, for `employeeResultsTab`. */
export function useSourcedEmployeeResults(args: { email: string; page: number }) {
  return useProfilesDataSource().useEmployeeResults(args);
}

/** The company's profiles as the people pipeline offers them for its fit column (the first 100). */
export function useSourcedProfileChoices(): readonly { id: number; name: string }[] {
  const profiles = useProfilesDataSource().useProfiles({
    page: 1,
    pageSize: rankingGroupsPageSize,
  });
  return (profiles.data?.profile ?? []).map(({ profile_id, name }) => ({ id: profile_id, name }));
}

/** The company's groups as the ranking lists them, for the people pipeline's group filter. */
export function useSourcedGroupChoices(): readonly { id: number; name: string }[] {
  const groups = useProfilesDataSource().useRankingGroups();
  return (groups.data?.groups ?? []).map(({ group_id, name }) => ({ id: group_id, name }));
}
