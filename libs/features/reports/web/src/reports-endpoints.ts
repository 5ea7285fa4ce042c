import type { ProtocolValidity } from '@facet/assessment-domain';
import { api } from '@facet/platform-api-client';
import type { ReportDocumentAnswer, ResultReport } from '@facet/reports-domain';

/** The person's own inform: the report plus how far the protocol can be read (issue 19). */
export type OwnResultReport = ResultReport & { validity: ProtocolValidity };

/** The result calls of the user area (spec/api.md §7): the inform and its PDF link. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getResultReport: build.query<OwnResultReport, { resultId: number; lang: string }>({
      query: ({ resultId, lang }) => ({
        url: '/diagnoses/get-result-inform',
        params: { result_id: resultId, lang },
      }),
      transformResponse: (answer: { inform: OwnResultReport }) => answer.inform,
      providesTags: (_answer, _error, { resultId }) => [{ type: 'Result', id: resultId }],
    }),
    getReportDocument: build.mutation<ReportDocumentAnswer, { resultId: number; lang: string }>({
      query: ({ resultId, lang }) => ({
        url: `/diagnoses/get-inform-document/${resultId}`,
        params: { lang },
        method: 'POST',
        body: {},
      }),
    }),
  }),
});

export const { useGetResultReportQuery, useGetReportDocumentMutation } = reportsApi;
