import type { NormSet, Scale } from '@facet/assessment-domain';
import { Card, Heading, ReadingSection, Stack, Text } from '@facet/design-system';
import type { FitPosition, ProfileRanges, ResultReport, ScaleReading } from '@facet/reports-domain';
import { FacetScoreBar, scalesCatalogue, type ErrorBandDisplay } from '@facet/scales';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from '../../messages';

/** What one scale's bar needs: its reading, and the profile's range and verdict if it sets one. */
export interface ScaleBlockContext {
  lang: ResultReport['lang'];
  norms: NormSet;
  ranges: ProfileRanges;
  positions: ReadonlyMap<Scale, FitPosition>;
  errorBand: ErrorBandDisplay;
}

/**
 * A scale's percentile bar, with the profile's range over it, what the level means and, for a
 * scale with provisional norms, the caveat.
 */
function ScaleBlock({
  reading,
  emphasis,
  lang,
  norms,
  ranges,
  positions,
  errorBand,
}: ScaleBlockContext & { reading: ScaleReading; emphasis: 'domain' | 'plain' }) {
  return (
    <Stack space="xsmall">
      <FacetScoreBar
        scale={reading.scale}
        score={reading.raw}
        emphasis={emphasis}
        range={ranges[reading.scale]}
        rangePosition={positions.get(reading.scale)}
        language={lang}
        norms={norms}
        errorBand={errorBand}
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

export interface ResultReadingsProps {
  inform: ResultReport;
  context: ScaleBlockContext;
}

/** The facets domain by domain, then the PEN scales, each with its bar and what it means. */
export function ResultReadings({ inform: report, context }: ResultReadingsProps) {
  const intl = useIntl();
  return (
    <>
      <Heading level={2}>{intl.formatMessage(messages.facetResults)}</Heading>
      {report.domains.map((domain) => (
        <Card key={domain.scale} as="section" title={domain.name} titleLevel={3}>
          <Stack space="large">
            <ScaleBlock reading={domain} emphasis="domain" {...context} />
            {domain.facets.map((facet) => (
              <ScaleBlock key={facet.scale} reading={facet} emphasis="plain" {...context} />
            ))}
          </Stack>
        </Card>
      ))}
      <Heading level={2}>{intl.formatMessage(scalesCatalogue.messages.penChartTitle)}</Heading>
      <Stack space="large">
        {report.pen.map((reading) => (
          <ScaleBlock key={reading.scale} reading={reading} emphasis="plain" {...context} />
        ))}
        <Text size="small" tone="secondary">
          {intl.formatMessage(scalesCatalogue.messages.penEstimateNote)}
        </Text>
      </Stack>
    </>
  );
}

/** The report's sections, and those left out with why. */
export function ReportSections({ inform: report }: { inform: ResultReport }) {
  const intl = useIntl();
  return (
    <>
      <Heading level={2}>{intl.formatMessage(messages.reportSections)}</Heading>
      {report.sections.map((section) => (
        <ReadingSection
          key={section.key}
          title={section.title}
          headingLevel={3}
          paragraphs={section.paragraphs}
        />
      ))}
      {report.omittedSections.map((section) => (
        <Stack key={section.key} space="small">
          <Heading level={3}>{section.title}</Heading>
          <Text tone="secondary">{section.reason}</Text>
        </Stack>
      ))}
    </>
  );
}
