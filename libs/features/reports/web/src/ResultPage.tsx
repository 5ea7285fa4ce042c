import { failureText, readApiFailure } from '@facet/platform-api-client';
import { isLanguage } from '@facet/platform-i18n';
import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { reportsCatalogue, reportsProblemMessages } from './messages';
import { useGetReportDocumentMutation, useGetResultReportQuery } from './reports-endpoints';
import { ResultView, type DownloadState, type ResultScreen } from './ResultView';

/** Starts a browser download of a same-origin link without leaving the page. */
function downloadFrom(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** The container of /results/{id}: the inform in the page's language and the PDF download. */
export function ResultPage() {
  const intl = useIntl();
  const lang = isLanguage(intl.locale) ? intl.locale : 'en';
  const resultId = Number(useParams().id);
  const validId = Number.isSafeInteger(resultId) && resultId > 0;
  const report = useGetResultReportQuery({ resultId, lang }, { skip: !validId });
  const [getDocument] = useGetReportDocumentMutation();
  const [download, setDownload] = useState<DownloadState>({ kind: 'idle' });
  // The answer arrives through the store, whose updates React renders in one blocking task; the
  // result's many charts and sections are drawn instead in a background render that yields to
  // the browser every few milliseconds, the loading state staying up until it is done.
  const shownReport = useDeferredValue(report.data);

  const failure = report.isError ? readApiFailure(report.error) : undefined;
  const screen: ResultScreen = !validId
    ? { kind: 'notFound' }
    : shownReport && !report.isError
      ? { kind: 'success', inform: shownReport, validity: shownReport.validity }
      : failure?.status === 404 || failure?.status === 400
        ? { kind: 'notFound' }
        : failure
          ? {
              kind: 'error',
              message: failureText(
                intl,
                failure,
                reportsProblemMessages,
                reportsCatalogue.messages.errorFetchingReport,
              ),
            }
          : { kind: 'loading' };

  const startDownload = async () => {
    setDownload({ kind: 'pending' });
    const answer = await getDocument({ resultId, lang });
    if ('error' in answer) {
      const documentFailure = readApiFailure(answer.error);
      setDownload({
        kind: 'failed',
        message:
          documentFailure &&
          failureText(
            intl,
            documentFailure,
            reportsProblemMessages,
            reportsCatalogue.messages.errorFetchingDocument,
          ),
      });
      return;
    }
    downloadFrom(answer.data.pdfUrl);
    setDownload({ kind: 'started' });
  };

  return (
    <ResultView
      screen={screen}
      download={download}
      onDownload={() => void startDownload()}
      onRetry={() => void report.refetch()}
    />
  );
}
