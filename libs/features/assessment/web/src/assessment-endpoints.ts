import type {
  AssessmentProgress,
  ConsentPayload,
  FinishAnswer,
  LaunchAnswer,
  LaunchPayload,
  RestartPayload,
  ResultsPage,
  SubmitAnswer,
  SubmitPayload,
} from '@facet/assessment-domain';
import { api } from '@facet/platform-api-client';

/** The diagnoses calls of the user area (spec/api.md §7) on the product's one RTK Query api. */
export const assessmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A mutation, not a query: the first launch of an attempt takes a company licence. */
    launchDiagnostic: build.mutation<LaunchAnswer, LaunchPayload>({
      query: (body) => ({ url: '/diagnoses/launch', method: 'POST', body }),
      invalidatesTags: [{ type: 'Diagnosis', id: 'PROGRESS' }],
    }),
    /** Empties the open attempt and starts it again in another language; no licence is taken. */
    restartDiagnostic: build.mutation<LaunchAnswer, RestartPayload>({
      query: (body) => ({ url: '/diagnoses/restart', method: 'POST', body }),
      invalidatesTags: [{ type: 'Diagnosis', id: 'PROGRESS' }],
    }),
    /** Where the person's assessment stands; reading it opens no attempt and takes no licence. */
    getAssessmentProgress: build.query<AssessmentProgress, void>({
      query: () => '/diagnoses/progress',
      providesTags: [{ type: 'Diagnosis', id: 'PROGRESS' }],
    }),
    postConsent: build.mutation<{ consented: true; version: string }, ConsentPayload>({
      query: (body) => ({ url: '/diagnoses/consent', method: 'POST', body }),
    }),
    submitAnswers: build.mutation<SubmitAnswer | FinishAnswer, SubmitPayload>({
      query: (body) => ({ url: '/diagnoses/submit', method: 'PATCH', body }),
      // Only a finish creates a result; saving a page changes no list, only the progress.
      invalidatesTags: (answer) => [
        { type: 'Diagnosis', id: 'PROGRESS' },
        ...(answer && 'result_id' in answer ? [{ type: 'Result' as const, id: 'LIST' }] : []),
      ],
    }),
    getResults: build.query<ResultsPage, { page: number }>({
      query: ({ page }) => ({ url: '/diagnoses/results', params: { page } }),
      providesTags: (answer) => [
        { type: 'Result', id: 'LIST' },
        ...(answer?.results ?? []).map((result) => ({
          type: 'Result' as const,
          id: result.result_id,
        })),
      ],
    }),
  }),
});

export const {
  useLaunchDiagnosticMutation,
  useRestartDiagnosticMutation,
  useGetAssessmentProgressQuery,
  usePostConsentMutation,
  useSubmitAnswersMutation,
  useGetResultsQuery,
} = assessmentApi;
