import type { GroupListAnswer } from '@facet/groups-domain';
import { api } from '@facet/platform-api-client';
import type { Language } from '@facet/platform-kernel';
import type {
  TeamCompareAnswer,
  TeamDocumentAnswer,
  TeamViewAnswer,
} from '@facet/team-insight-domain';

export interface TeamDocumentRequest {
  /** Unset for the whole company. */
  group_id?: number;
  lang: Language;
}

/** The API's largest page: a company with more groups than this picks among the first by name. */
const maximumGroupChoices = 100;

/** The calls of the team view, injected into the one API of the app. */
export const teamInsightApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGroupTeamView: build.query<TeamViewAnswer, number>({
      query: (groupId) => `/team-insight/groups/${groupId}?role=manager`,
      providesTags: (_answer, _error, groupId) => [{ type: 'Group', id: groupId }],
    }),
    getCompanyTeamView: build.query<TeamViewAnswer, void>({
      query: () => '/team-insight/company?role=manager',
      providesTags: ['Company'],
    }),
    compareTeamViews: build.query<TeamCompareAnswer, { groupA: number; groupB: number }>({
      query: ({ groupA, groupB }) =>
        `/team-insight/compare?role=manager&group_a=${groupA}&group_b=${groupB}`,
      providesTags: (_answer, _error, { groupA, groupB }) => [
        { type: 'Group', id: groupA },
        { type: 'Group', id: groupB },
      ],
    }),
    /** The groups a team view can be compared with: the most one page of the list holds. */
    getComparableGroups: build.query<GroupListAnswer, void>({
      query: () => `/groups/get-group?role=manager&pageSize=${maximumGroupChoices}`,
      providesTags: [{ type: 'Group', id: 'LIST' }],
    }),
    printTeamView: build.mutation<TeamDocumentAnswer, TeamDocumentRequest>({
      query: ({ lang, ...body }) => ({
        url: `/team-insight/document?role=manager&lang=${lang}`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const {
  useGetGroupTeamViewQuery,
  useGetCompanyTeamViewQuery,
  useCompareTeamViewsQuery,
  useGetComparableGroupsQuery,
  usePrintTeamViewMutation,
} = teamInsightApi;
