import type { GuideProfileChoices, InterviewGuideAnswer } from '@facet/interview-guides-domain';
import { api } from '@facet/platform-api-client';
import type { Language } from '@facet/platform-kernel';

export interface InterviewGuideRequest {
  email: string;
  profileId: number;
  lang: Language;
}

/** The API's largest page: a company with more profiles picks among the first by name. */
const maximumProfileChoices = 100;

/** The query of a guide, shared by the page's call and its PDF's address. */
export const interviewGuideQuery = ({ email, profileId, lang }: InterviewGuideRequest) =>
  new URLSearchParams({ role: 'manager', email, profile_id: String(profileId), lang }).toString();

/** The PDF of a guide, fetched with the signed-in token by `useDownloadFileMutation`. */
export const interviewGuideDocumentPath = (request: InterviewGuideRequest) =>
  `/interview-guides/guide-document?${interviewGuideQuery(request)}`;

/** The calls of the interview guide, injected into the one API of the app. */
export const interviewGuidesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInterviewGuide: build.query<InterviewGuideAnswer, InterviewGuideRequest>({
      query: (request) => `/interview-guides/guide?${interviewGuideQuery(request)}`,
      providesTags: (_answer, _error, { email, profileId }) => [
        { type: 'Result', id: email },
        { type: 'Profile', id: profileId },
      ],
    }),
    /** The profiles a guide can be aimed by: the most one page of profiles' list holds. */
    getGuideProfileChoices: build.query<GuideProfileChoices, void>({
      query: () => `/profiles/get-profile?role=manager&page=1&pageSize=${maximumProfileChoices}`,
      providesTags: [{ type: 'Profile', id: 'LIST' }],
    }),
  }),
});

export const { useGetInterviewGuideQuery, useGetGuideProfileChoicesQuery } = interviewGuidesApi;
