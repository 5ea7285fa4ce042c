import type { InstrumentReport } from '@facet/assessment-domain';
import { api } from '@facet/platform-api-client';

/** The API path of the report's CSV download, for the file-download call. */
export const instrumentReportCsvPath = '/admin/instrument-report.csv';

/** The instrument report's call, injected into the one API of the app. */
export const instrumentReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInstrumentReport: build.query<InstrumentReport, void>({
      query: () => '/admin/instrument-report',
    }),
  }),
});

export const { useGetInstrumentReportQuery } = instrumentReportApi;
