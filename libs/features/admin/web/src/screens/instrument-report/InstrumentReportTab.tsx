import { useDownloadFileMutation } from '@facet/platform-api-client';
import {
  instrumentReportCsvPath,
  useGetInstrumentReportQuery,
} from '../../instrument-report-endpoints';
import { InstrumentReportView } from './InstrumentReportView';

/** The "Instrument" tab of the back office: the report and its CSV download, wired to the calls. */
export function InstrumentReportTab() {
  const report = useGetInstrumentReportQuery();
  const [download, downloading] = useDownloadFileMutation();
  return (
    <InstrumentReportView
      report={report.data}
      isLoading={report.isFetching}
      loadFailed={report.isError}
      onRetry={() => void report.refetch()}
      isDownloading={downloading.isLoading}
      downloadFailed={downloading.isError}
      onDownload={() => void download(instrumentReportCsvPath)}
    />
  );
}
