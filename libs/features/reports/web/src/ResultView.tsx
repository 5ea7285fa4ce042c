import {
  normsOfVersion,
  type NormSet,
  type ProtocolValidity,
  type ScaleScores,
} from '@facet/assessment-domain';
import {
  Alert,
  Button,
  Card,
  Container,
  Disclosure,
  ReadingSection,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@facet/design-system';
import type { ResultReport, ScaleReading } from '@facet/reports-domain';
import {
  DomainChart,
  FacetScoreBar,
  LikelyRangesSwitch,
  NormsNote,
  ScoreLegend,
  useLikelyRanges,
  type ErrorBandDisplay,
} from '@facet/scales';
import { FormattedMessage, useIntl } from 'react-intl';
import { AtAGlance } from './AtAGlance';
import { reportsCatalogue } from './messages';
import { ValidityNotice } from './ValidityNotice';

const { messages } = reportsCatalogue;

/** The page that lists every result of the person. */
const resultsHref = '/results';

export type ResultScreen =
  | { kind: 'loading' }
  | { kind: 'notFound'; message?: string }
  | { kind: 'error'; message?: string }
  /** validity: the protocol check of the result; absent, nothing is said about it. */
  | { kind: 'success'; inform: ResultReport; validity?: ProtocolValidity };

export type DownloadState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'started' }
  | { kind: 'failed'; message?: string };

export interface ResultViewProps {
  screen: ResultScreen;
  download: DownloadState;
  onDownload: () => void;
  onRetry: () => void;
}

interface ChartSettings {
  lang: ResultReport['lang'];
  norms: NormSet;
  errorBand: ErrorBandDisplay;
}

/** The raw scores the charts draw, read back from the inform's readings. */
function scoresOf(report: ResultReport): ScaleScores {
  const readings = [
    ...report.domains.flatMap((domain) => [domain, ...domain.facets]),
    ...report.pen,
  ];
  return Object.fromEntries(readings.map((reading) => [reading.scale, reading.raw])) as ScaleScores;
}

/** What a scale's level means for the person, with the provisional-norms caveat where it applies. */
function ScaleMeaning({ reading }: { reading: ScaleReading }) {
  return (
    <Stack space="xxsmall">
      <Text weight="strong">{reading.name}</Text>
      <Text size="small">{reading.description}</Text>
      {reading.normsCaveat && (
        <Text size="small" tone="caution">
          {reading.normsCaveat}
        </Text>
      )}
    </Stack>
  );
}

function DownloadButton({
  download,
  onDownload,
}: Pick<ResultViewProps, 'download' | 'onDownload'>) {
  return (
    <Stack space="small">
      <Inline space="medium" alignY="center">
        <Button
          onPress={onDownload}
          isPending={download.kind === 'pending'}
          isDisabled={download.kind === 'pending'}
        >
          <FormattedMessage {...messages.downloadPdf} />
        </Button>
        <Text as="span" size="small" tone="secondary">
          <span role="status">
            {download.kind === 'pending' && <FormattedMessage {...messages.preparingPdf} />}
            {download.kind === 'started' && <FormattedMessage {...messages.pdfReady} />}
          </span>
        </Text>
      </Inline>
      {download.kind === 'failed' && (
        <Alert tone="critical">
          {download.message ?? <FormattedMessage {...messages.errorFetchingDocument} />}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The 30 facets, one calm chart per domain: the percentile bar over the average band, the error
 * line only under the pointer or with "Show the likely range" on, the scores as a table and what
 * each score means one click away.
 */
function FacetCharts({
  inform: report,
  settings,
}: {
  inform: ResultReport;
  settings: ChartSettings;
}) {
  const intl = useIntl();
  const scores = scoresOf(report);
  return report.domains.map((domain) => (
    <Card key={domain.scale} as="section">
      <Stack space="medium">
        <DomainChart
          scores={scores}
          domains={[domain.scale]}
          title={domain.name}
          language={settings.lang}
          norms={settings.norms}
          showLegend={false}
          errorBand={settings.errorBand}
        />
        <Disclosure
          expandLabel={intl.formatMessage(messages.seeMeanings)}
          collapseLabel={intl.formatMessage(messages.hideMeanings)}
        >
          <Stack space="medium">
            {[domain, ...domain.facets].map((reading) => (
              <ScaleMeaning key={reading.scale} reading={reading} />
            ))}
          </Stack>
        </Disclosure>
      </Stack>
    </Card>
  ));
}

/** Norms, method and the margin of error, for whoever wants them, folded by default. */
function HowToRead({ inform: report, norms }: { inform: ResultReport; norms: NormSet }) {
  const intl = useIntl();
  return (
    <Disclosure
      expandLabel={intl.formatMessage(messages.howToRead)}
      collapseLabel={intl.formatMessage(messages.hideHowToRead)}
    >
      <Stack space="medium">
        <ScoreLegend language={report.lang} />
        <Text size="small" tone="secondary">
          <FormattedMessage {...messages.howToReadErrorBand} />
        </Text>
        <NormsNote norms={norms} />
      </Stack>
    </Disclosure>
  );
}

/** The whole report after the profile at a glance: the facets, the PEN scales and the sections. */
function FullReport({
  inform: report,
  settings,
  likelyRanges,
}: {
  inform: ResultReport;
  settings: ChartSettings;
  likelyRanges: ReturnType<typeof useLikelyRanges>;
}) {
  return (
    <Stack space="xxlarge">
      <Stack space="large" as="section">
        <Heading level={2}>
          <FormattedMessage {...messages.facetsTitle} />
        </Heading>
        <Text tone="secondary">
          <FormattedMessage {...messages.facetsIntro} />
        </Text>
        <LikelyRangesSwitch isSelected={likelyRanges.isShown} onChange={likelyRanges.setShown} />
        <FacetCharts inform={report} settings={settings} />
        <HowToRead inform={report} norms={settings.norms} />
      </Stack>

      <Stack space="large" as="section">
        <Heading level={2}>
          <FormattedMessage {...messages.penTitle} />
        </Heading>
        {report.pen.map((scale) => (
          <Stack key={scale.scale} space="xsmall">
            <FacetScoreBar
              scale={scale.scale}
              score={scale.raw}
              language={settings.lang}
              norms={settings.norms}
              errorBand={settings.errorBand}
            />
            <Text size="small">{scale.description}</Text>
          </Stack>
        ))}
        <Text size="small" tone="secondary">
          <FormattedMessage {...messages.penNote} />
        </Text>
      </Stack>

      <Stack space="large" as="section">
        <Heading level={2}>
          <FormattedMessage {...messages.reportTitle} />
        </Heading>
        {report.sections.map((section) => (
          <ReadingSection
            key={section.key}
            title={section.title}
            headingLevel={3}
            paragraphs={section.paragraphs}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The person's result, meaning first: the title with any validity notice, the profile at a
 * glance, the facets domain by domain, how to read them (folded), the PEN scales and the report.
 */
function ResultContent({
  inform: report,
  validity,
  download,
  onDownload,
}: { inform: ResultReport; validity?: ProtocolValidity } & Pick<
  ResultViewProps,
  'download' | 'onDownload'
>) {
  const intl = useIntl();
  const likelyRanges = useLikelyRanges();
  const norms = normsOfVersion(report.normVersion);
  const settings: ChartSettings = {
    lang: report.lang,
    norms,
    errorBand: likelyRanges.errorBand,
  };
  return (
    <Stack space="xxlarge">
      <Stack space="medium">
        <Link href={resultsHref}>
          <FormattedMessage {...messages.backToResults} />
        </Link>
        <Heading level={1}>
          <FormattedMessage
            {...messages.resultTitle}
            values={{ date: intl.formatDate(report.date, { dateStyle: 'long' }) }}
          />
        </Heading>
        {validity && <ValidityNotice validity={validity} />}
        <DownloadButton download={download} onDownload={onDownload} />
      </Stack>

      {report.atAGlance && <AtAGlance glance={report.atAGlance} language={report.lang} />}

      {report.view === 'summary' ? (
        <Alert tone="info">
          <FormattedMessage {...messages.candidateSummaryNote} />
        </Alert>
      ) : (
        <FullReport inform={report} settings={settings} likelyRanges={likelyRanges} />
      )}

      <Text size="small" tone="secondary">
        <FormattedMessage {...messages.credit} />
      </Text>
    </Stack>
  );
}

/** The result's shape while it loads: title, download button, chart and cards. */
function ResultSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Stack space="xxlarge">
        <Stack space="medium">
          <Skeleton />
          <Skeleton lines={2} />
          <Skeleton shape="block" />
        </Stack>
        <Stack space="small">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} />
          ))}
        </Stack>
        <Skeleton shape="block" />
        <Skeleton shape="block" />
      </Stack>
    </div>
  );
}

/** The /results/{id} screen: the profile at a glance, the facets, the report and the PDF. */
export function ResultView({ screen, download, onDownload, onRetry }: ResultViewProps) {
  const intl = useIntl();
  return (
    <Container width="medium">
      {screen.kind === 'loading' && (
        <ResultSkeleton label={intl.formatMessage(messages.loadingResult)} />
      )}
      {screen.kind === 'notFound' && (
        <EmptyState
          headingLevel={1}
          title={intl.formatMessage(messages.notFoundTitle)}
          description={screen.message}
          action={
            <Link href={resultsHref}>
              <FormattedMessage {...messages.backToResults} />
            </Link>
          }
        />
      )}
      {screen.kind === 'error' && (
        <ErrorState
          headingLevel={1}
          message={screen.message ?? intl.formatMessage(messages.errorFetchingReport)}
          onRetry={onRetry}
        />
      )}
      {screen.kind === 'success' && (
        <ResultContent
          inform={screen.inform}
          validity={screen.validity}
          download={download}
          onDownload={onDownload}
        />
      )}
    </Container>
  );
}
