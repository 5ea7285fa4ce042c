import { currentNorms, penScales, type NormSet, type ScaleScores } from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';
import { useMemo } from 'react';
import { scalesCatalogue } from '../catalogue';
import { readScale } from '../private/describeScale';
import { ScaleBarChart } from '../private/ScaleBarChart';
import type { ScoreTableRow } from '../private/ScoreTable';
import { useScalesIntl } from '../private/useScalesIntl';

export interface PenChartProps {
  /** A result's scores; only the three PEN scales are read. */
  scores: Partial<ScaleScores> | null | undefined;
  /** @default the translated "PEN scales" */
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
}

/**
 * The three PEN scales as percentile bars, on the same axis and average band as DomainChart, with
 * the note that PEN P is the product's own estimate (DESIGN §5).
 */
export function PenChart({
  scores,
  title,
  language,
  norms = currentNorms,
  showLegend = true,
}: PenChartProps) {
  const text = useScalesIntl(language);
  const { messages } = scalesCatalogue;
  const rows = useMemo<ScoreTableRow[]>(
    () =>
      penScales.map((scale) => ({
        ...readScale(scale, scores?.[scale], norms),
        emphasis: 'plain',
      })),
    [scores, norms],
  );
  return (
    <ScaleBarChart
      title={title ?? text.intl.formatMessage(messages.penChartTitle)}
      rows={rows}
      text={text}
      norms={norms}
      showLegend={showLegend}
      remark={text.intl.formatMessage(messages.penEstimateNote)}
    />
  );
}
