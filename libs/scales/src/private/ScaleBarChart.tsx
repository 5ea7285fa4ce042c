import type { NormSet } from '@facet/assessment-domain';
import { Disclosure } from '@facet/design-system';
import { useId } from 'react';
import { scalesCatalogue } from '../catalogue';
import { ScoreLegend } from '../ScoreLegend/ScoreLegend';
import { figure, figureCaption, note, rowList } from './scaleBarChart.css';
import { ScoreRow, type ErrorBandDisplay } from './ScoreRow';
import { ScoreTable, type ScoreTableRow } from './ScoreTable';
import type { ScalesIntl } from './useScalesIntl';

const { messages } = scalesCatalogue;

export interface ScaleBarChartProps {
  title: string;
  rows: readonly ScoreTableRow[];
  text: ScalesIntl;
  norms: NormSet;
  /** A remark printed under the chart (e.g. how a scale is estimated). */
  remark?: string;
  /**
   * Explains the bars above them; a page with several charts shows it once.
   * @default true
   */
  showLegend?: boolean;
  /** @default 'shown' */
  errorBand?: ErrorBandDisplay;
}

/**
 * One percentile track per scale, all of the same length, over the hatched average band, with the
 * raw scores and 90 % ranges in a table behind "Show the scores as a table". HTML rows rather
 * than a canvas: they reflow on a phone (name above the track), print crisply and can be measured.
 */
export function ScaleBarChart({
  title,
  rows,
  text,
  norms,
  remark,
  showLegend = true,
  errorBand = 'shown',
}: ScaleBarChartProps) {
  const titleId = useId();
  const { intl } = text;
  const hasScores = rows.some((row) => row.raw !== null);
  return (
    <figure className={figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={figureCaption}>
        {title}
      </figcaption>
      {hasScores ? (
        <>
          {showLegend && <ScoreLegend language={text.language} />}
          <div className={rowList}>
            {rows.map((row) => (
              <ScoreRow
                key={row.scale}
                reading={row}
                emphasis={row.emphasis}
                text={text}
                norms={norms}
                errorBand={errorBand}
              />
            ))}
          </div>
          {remark && <p className={note}>{remark}</p>}
          <Disclosure
            expandLabel={intl.formatMessage(messages.showScoreTable)}
            collapseLabel={intl.formatMessage(messages.hideScoreTable)}
          >
            <ScoreTable labelledBy={titleId} rows={rows} text={text} />
          </Disclosure>
        </>
      ) : (
        <p className={note}>{intl.formatMessage(messages.noScores)}</p>
      )}
    </figure>
  );
}
