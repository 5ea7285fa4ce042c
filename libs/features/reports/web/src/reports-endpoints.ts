import type { ProtocolValidity } from '@facet/assessment-domain';
import { api } from '@facet/platform-api-client';
import type { InformDocumentAnswer, ResultInform } from '@facet/reports-domain';

/** The person's own inform: the report plus how far the protocol can be read (issue 19). */
export type OwnResultInform = ResultInform & { validity: ProtocolValidity };

/** The result calls of the user area (spec/api.md §7): the inform and its PDF link. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getResultInform: build.query<OwnResultInform, { resultId: number; lang: string }>({
      query: ({ resultId, lang }) => ({
        url: '/diagnoses/get-result-inform',
        params: { result_id: resultId, lang },
      }),
      transformResponse: (answer: { inform: OwnResultInform }) => answer.inform,
      providesTags: (_answer, _error, { resultId }) => [{ type: 'Result', id: resultId }],
    }),
    getInformDocument: build.mutation<InformDocumentAnswer, { resultId: number; lang: string }>({
      query: ({ resultId, lang }) => ({
        url: `/diagnoses/get-inform-document/${resultId}`,
        params: { lang },
        method: 'POST',
        body: {},
      }),
    }),
  }),
});

export const { useGetResultInformQuery, useGetInformDocumentMutation } = reportsApi;
