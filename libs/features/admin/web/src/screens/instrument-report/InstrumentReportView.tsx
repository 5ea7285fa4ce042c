import { instrumentAcceptance, type InstrumentReport } from '@facet/assessment-domain';
import {
  Alert,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  Skeleton,
  Spinner,
  Stack,
  Text,
} from '@facet/design-system';
import { useIntl } from 'react-intl';
import { InstrumentCellSection } from './InstrumentCellSection';
import { instrumentReportMessages as messages } from '../../instrument-report-catalogue';

export interface InstrumentReportViewProps {
  /** Absent until the report has loaded. */
  report?: InstrumentReport;
  isLoading: boolean;
  loadFailed: boolean;
  onRetry: () => void;
  isDownloading: boolean;
  downloadFailed: boolean;
  onDownload: () => void;
}

/**
 * The back office's instrument report (docs/decisions.md D52): a section per language and
 * item-bank version with its figures, or how many results it still lacks, and the CSV download.
 * Props only.
 */
export function InstrumentReportView({
  report,
  isLoading,
  loadFailed,
  onRetry,
  isDownloading,
  downloadFailed,
  onDownload,
}: InstrumentReportViewProps) {
  const intl = useIntl();
  const twoDecimals = (value: number) =>
    intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const hasResults = report?.cells.some((cell) => cell.n > 0) ?? false;
  return (
    <Stack space="large">
      <Stack space="small">
        <Inline space="medium" align="spaceBetween" alignY="center">
          <Heading level={2}>{intl.formatMessage(messages.title)}</Heading>
          <Inline space="small" alignY="center">
            {isDownloading && (
              <Text tone="secondary">{intl.formatMessage(messages.downloading)}</Text>
            )}
            <Button
              variant="secondary"
              isPending={isDownloading}
              isDisabled={isDownloading || !hasResults}
              onPress={onDownload}
            >
              {intl.formatMessage(messages.downloadCsv)}
            </Button>
          </Inline>
        </Inline>
        <Text tone="secondary">
          {intl.formatMessage(messages.intro, {
            minimumResults: report?.minimumResults ?? '…',
            minimumRetestPairs: report?.minimumRetestPairs ?? '…',
          })}
        </Text>
        <Text tone="secondary">
          {intl.formatMessage(messages.acceptanceNote, {
            facetAlpha: twoDecimals(instrumentAcceptance.facetAlpha),
            domainAlpha: twoDecimals(instrumentAcceptance.domainAlpha),
            itemTotal: twoDecimals(instrumentAcceptance.correctedItemTotal),
            domainRetest: twoDecimals(instrumentAcceptance.domainRetest),
          })}
        </Text>
        {downloadFailed && (
          <Alert tone="critical">{intl.formatMessage(messages.downloadFailed)}</Alert>
        )}
      </Stack>
      {loadFailed ? (
        <ErrorState
          message={intl.formatMessage(messages.loadFailed)}
          onRetry={onRetry}
          isRetrying={isLoading}
          headingLevel={3}
        />
      ) : !report ? (
        <Stack space="medium">
          <Spinner label={intl.formatMessage(messages.loading)} />
          <Skeleton shape="block" />
        </Stack>
      ) : !hasResults ? (
        <EmptyState
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyDescription)}
          headingLevel={3}
        />
      ) : (
        <Stack space="large">
          <Text tone="secondary">
            {intl.formatMessage(messages.generatedAt, {
              date: intl.formatDate(report.generatedAt, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            })}
          </Text>
          {report.cells.map((cell) => (
            <InstrumentCellSection
              key={`${cell.itemBankVersion}-${cell.lang ?? 'none'}`}
              cell={cell}
              rulesVersion={report.validityRulesVersion}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
