import type { InterviewGuidesListAnswer } from '@facet/interview-guides-domain';
import { api } from '@facet/platform-api-client';

/** The calls of interview-guides, injected into the one API of the app. */
export const interviewGuidesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInterviewGuides: build.query<InterviewGuidesListAnswer, void>({
      query: () => '/interview-guides/get-interview-guides',
    }),
  }),
});

export const { useGetInterviewGuidesQuery } = interviewGuidesApi;
