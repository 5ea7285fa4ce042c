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
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@facet/design-system';
import type { ResultInform, ScaleReading } from '@facet/reports-domain';
import { DomainChart, FacetScoreBar, NormsNote } from '@facet/scales';
import { FormattedMessage, useIntl } from 'react-intl';
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
  | { kind: 'success'; inform: ResultInform; validity?: ProtocolValidity };

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

/** The raw scores the charts draw, read back from the inform's readings. */
function scoresOf(inform: ResultInform): ScaleScores {
  const readings = [
    ...inform.domains.flatMap((domain) => [domain, ...domain.facets]),
    ...inform.pen,
  ];
  return Object.fromEntries(readings.map((reading) => [reading.scale, reading.raw])) as ScaleScores;
}

function ScaleBlock({
  reading,
  emphasis,
  lang,
  norms,
}: {
  reading: ScaleReading;
  emphasis: 'domain' | 'plain';
  lang: ResultInform['lang'];
  norms: NormSet;
}) {
  return (
    <Stack space="xsmall">
      <FacetScoreBar
        scale={reading.scale}
        score={reading.raw}
        emphasis={emphasis}
        language={lang}
        norms={norms}
      />
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

function ResultContent({
  inform,
  validity,
  download,
  onDownload,
}: { inform: ResultInform; validity?: ProtocolValidity } & Pick<
  ResultViewProps,
  'download' | 'onDownload'
>) {
  const intl = useIntl();
  const scores = scoresOf(inform);
  const norms = normsOfVersion(inform.normVersion);
  return (
    <Stack space="xxlarge">
      <Stack space="medium">
        <Link href={resultsHref}>
          <FormattedMessage {...messages.backToResults} />
        </Link>
        <Heading level={1}>
          <FormattedMessage
            {...messages.resultTitle}
            values={{ date: intl.formatDate(inform.date, { dateStyle: 'long' }) }}
          />
        </Heading>
        <NormsNote norms={norms} />
        <DownloadButton download={download} onDownload={onDownload} />
      </Stack>

      {validity && <ValidityNotice validity={validity} />}

      <Stack space="large" as="section">
        <Heading level={2}>
          <FormattedMessage {...messages.chartsTitle} />
        </Heading>
        <DomainChart scores={scores} language={inform.lang} norms={norms} />
      </Stack>

      <Stack space="large" as="section">
        <Heading level={2}>
          <FormattedMessage {...messages.scoresTitle} />
        </Heading>
        <Text tone="secondary">
          <FormattedMessage {...messages.scoresIntro} />
        </Text>
        {inform.domains.map((domain) => (
          <Card key={domain.scale} as="section" title={domain.name} titleLevel={3}>
            <Stack space="medium">
              <ScaleBlock reading={domain} emphasis="domain" lang={inform.lang} norms={norms} />
              <Disclosure
                expandLabel={intl.formatMessage(messages.seeFacets)}
                collapseLabel={intl.formatMessage(messages.hideFacets)}
              >
                <Stack space="large">
                  {domain.facets.map((facet) => (
                    <ScaleBlock
                      key={facet.scale}
                      reading={facet}
                      emphasis="plain"
                      lang={inform.lang}
                      norms={norms}
                    />
                  ))}
                </Stack>
              </Disclosure>
            </Stack>
          </Card>
        ))}
      </Stack>

      <Stack space="large" as="section">
        <Heading level={2}>
          <FormattedMessage {...messages.penTitle} />
        </Heading>
        {inform.pen.map((scale) => (
          <ScaleBlock
            key={scale.scale}
            reading={scale}
            emphasis="plain"
            lang={inform.lang}
            norms={norms}
          />
        ))}
        <Text size="small" tone="secondary">
          <FormattedMessage {...messages.penNote} />
        </Text>
      </Stack>

      <Stack space="large" as="section">
        <Heading level={2}>
          <FormattedMessage {...messages.reportTitle} />
        </Heading>
        {inform.sections.map((section) => (
          <Stack key={section.key} space="small" as="section">
            <Heading level={3}>{section.title}</Heading>
            {section.paragraphs.map((paragraph, index) => (
              <Text key={index}>{paragraph}</Text>
            ))}
          </Stack>
        ))}
      </Stack>

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

/** The /results/{id} screen: charts, scores with see more / see less, the report and the PDF. */
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
          message={screen.message ?? intl.formatMessage(messages.errorFetchingInform)}
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
