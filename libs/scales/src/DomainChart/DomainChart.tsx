import {
  currentNorms,
  domains as allDomains,
  facetsByDomain,
  type Domain,
  type NormSet,
  type ScaleScores,
} from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';
import { useMemo } from 'react';
import { scalesCatalogue } from '../catalogue';
import { readScale } from '../private/describeScale';
import { ScaleBarChart } from '../private/ScaleBarChart';
import type { ErrorBandDisplay } from '../private/ScoreRow';
import type { ScoreTableRow } from '../private/ScoreTable';
import { useScalesIntl } from '../private/useScalesIntl';

export interface DomainChartProps {
  /** A result's scores; scales without a score show as "Not available", none at all as empty. */
  scores: Partial<ScaleScores> | null | undefined;
  /**
   * The domains to draw, each followed by its six facets.
   * @default all five, in catalogue order
   */
  domains?: readonly Domain[];
  /** @default the translated "Big Five domains and facets" */
  title?: string;
  /** Language of the labels; @default the react-intl language around the chart */
  language?: Language;
  /** @default currentNorms (johnson-2014) */
  norms?: NormSet;
  /**
   * Explains the bars above them; a page that explains them once elsewhere hides it.
   * @default true
   */
  showLegend?: boolean;
  /**
   * Whether each row's 90 % band is drawn always or only while the pointer is on the row.
   * @default 'shown'
   */
  errorBand?: ErrorBandDisplay;
}

/**
 * The five Big Five domains and their facets as percentile tracks of one length (domain names
 * bold, their facets under them) over the hatched average band, with the raw scores in a table.
 */
export function DomainChart({
  scores,
  domains = allDomains,
  title,
  language,
  norms = currentNorms,
  showLegend = true,
  errorBand = 'shown',
}: DomainChartProps) {
  const text = useScalesIntl(language);
  const rows = useMemo<ScoreTableRow[]>(
    () =>
      domains.flatMap((domain) => [
        { ...readScale(domain, scores?.[domain], norms), emphasis: 'domain' as const },
        ...facetsByDomain[domain].map((facet) => ({
          ...readScale(facet, scores?.[facet], norms),
          emphasis: 'facet' as const,
        })),
      ]),
    [domains, scores, norms],
  );
  return (
    <ScaleBarChart
      title={title ?? text.intl.formatMessage(scalesCatalogue.messages.domainChartTitle)}
      rows={rows}
      text={text}
      norms={norms}
      showLegend={showLegend}
      errorBand={errorBand}
    />
  );
}
