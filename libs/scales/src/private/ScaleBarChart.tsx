import { levelCutoffs, percentileOfT } from '@facet/assessment-domain';
import { levelName, scaleName } from '@facet/reports-domain';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type Plugin,
} from 'chart.js';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Bar } from 'react-chartjs-2';
import { scalesCatalogue } from '../catalogue';
import { canDrawCharts } from './canvasSupport';
import { readChartPalette, type ChartPalette } from './chartPalette';
import { canvasFrame, figure, figureCaption, note } from './scaleBarChart.css';
import { ScoreTable, type ScoreTableRow } from './ScoreTable';
import { useResolvedTheme } from './useResolvedTheme';
import type { ScalesIntl } from './useScalesIntl';

// Only the pieces a bar chart with tooltips uses: `chart.js/auto` would bundle every controller,
// element, scale and plugin (line, pie, radar, time scales, legend, ...) into each page with a chart.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const { messages } = scalesCatalogue;

/** The average band, as percentiles: T 45..55 is 31..69 (levelCutoffs of the assessment domain). */
const averageBand = {
  from: percentileOfT(levelCutoffs.lowBelow),
  to: percentileOfT(levelCutoffs.highAbove),
};

const rowHeight = 28;
const axisHeight = 64;
const tickFontSize = 12;

export interface ScaleBarChartProps {
  title: string;
  rows: readonly ScoreTableRow[];
  text: ScalesIntl;
  /** A remark printed under the chart (e.g. how a scale is estimated). */
  remark?: string;
}

/**
 * Horizontal bars of percentiles, one per scale, over a shaded average band, with the same numbers
 * in a table for screen readers. Percentiles put domains (0..192) and facets (0..32) on one axis.
 */
export function ScaleBarChart({ title, rows, text, remark }: ScaleBarChartProps) {
  const titleId = useId();
  const { intl } = text;
  const drawable = canDrawCharts();
  const hasScores = rows.some((row) => row.raw !== null);
  return (
    <figure className={figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={figureCaption}>
        {title}
      </figcaption>
      {hasScores ? (
        <>
          {drawable && <BarCanvas rows={rows} text={text} />}
          <ScoreTable labelledBy={titleId} rows={rows} hidden={drawable} text={text} />
          {drawable && (
            <p className={note}>
              {intl.formatMessage(messages.chartAverageBand, {
                from: intl.formatNumber(averageBand.from),
                to: intl.formatNumber(averageBand.to),
              })}
            </p>
          )}
          {drawable && <p className={note}>{intl.formatMessage(messages.chartBandNote)}</p>}
          {remark && <p className={note}>{remark}</p>}
        </>
      ) : (
        <p className={note}>{intl.formatMessage(messages.noScores)}</p>
      )}
    </figure>
  );
}

function averageBandPlugin(colour: string): Plugin<'bar'> {
  return {
    id: 'facetAverageBand',
    beforeDatasetsDraw(chart) {
      const { ctx, chartArea } = chart;
      const axis = chart.scales['x'];
      if (!axis) return;
      const left = axis.getPixelForValue(averageBand.from);
      const right = axis.getPixelForValue(averageBand.to);
      ctx.save();
      ctx.fillStyle = colour;
      ctx.fillRect(left, chartArea.top, right - left, chartArea.bottom - chartArea.top);
      ctx.restore();
    },
  };
}

/**
 * The ±1 SEM band of every bar: a line from the low to the high percentile across the bar's
 * middle, with short end caps, drawn over the bars so it shows on any bar colour.
 */
function confidenceBandPlugin(rows: readonly ScoreTableRow[], colour: string): Plugin<'bar'> {
  return {
    id: 'facetConfidenceBand',
    afterDatasetsDraw(chart) {
      const { ctx } = chart;
      const axis = chart.scales['x'];
      const bars = chart.getDatasetMeta(0).data;
      if (!axis) return;
      ctx.save();
      ctx.strokeStyle = colour;
      ctx.lineWidth = 2;
      rows.forEach((row, index) => {
        const bar = bars[index];
        if (!row.band || !bar) return;
        const left = axis.getPixelForValue(row.band.percentileLow);
        const right = axis.getPixelForValue(row.band.percentileHigh);
        const capHeight = rowHeight / 5;
        ctx.beginPath();
        ctx.moveTo(left, bar.y);
        ctx.lineTo(right, bar.y);
        ctx.moveTo(left, bar.y - capHeight);
        ctx.lineTo(left, bar.y + capHeight);
        ctx.moveTo(right, bar.y - capHeight);
        ctx.lineTo(right, bar.y + capHeight);
        ctx.stroke();
      });
      ctx.restore();
    },
  };
}

function BarCanvas({ rows, text }: { rows: readonly ScoreTableRow[]; text: ScalesIntl }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const theme = useResolvedTheme();
  const [palette, setPalette] = useState<ChartPalette | null>(null);

  // Passive effects run after every layout effect, including the ThemeProvider's that sets the
  // theme class, so the colours read here are the ones of the theme on screen.
  useEffect(() => {
    if (frameRef.current) setPalette(readChartPalette(frameRef.current));
  }, [theme]);

  const chart = useMemo(
    () => (palette ? chartConfiguration(rows, text, palette) : null),
    [rows, text, palette],
  );

  return (
    <div
      ref={frameRef}
      className={canvasFrame}
      style={{ height: `${rows.length * rowHeight + axisHeight}px` }}
    >
      {chart && palette && (
        <Bar
          // react-chartjs-2 applies inline plugins only when it creates the chart, so a new
          // palette (a theme switch) creates a new chart for the average band to take its colour.
          key={Object.values(palette).join('|')}
          aria-hidden="true"
          data={chart.data}
          options={chart.options}
          plugins={chart.plugins}
        />
      )}
    </div>
  );
}

/** The chart's data, options and plugins; exported for its test only (not from index.ts). */
export function chartConfiguration(
  rows: readonly ScoreTableRow[],
  text: ScalesIntl,
  palette: ChartPalette,
) {
  const { intl, language } = text;
  const font = { family: palette.fontFamily, size: tickFontSize };
  const data: ChartData<'bar', (number | null)[], string> = {
    labels: rows.map((row) => scaleName(row.scale, language)),
    datasets: [
      {
        data: rows.map((row) => row.percentile),
        backgroundColor: rows.map((row) =>
          row.emphasis === 'facet' ? palette.facetBar : palette.domainBar,
        ),
        borderColor: palette.facetBarBorder,
        borderWidth: 1,
        categoryPercentage: 0.9,
        barPercentage: 0.8,
      },
    ],
  };
  const options: ChartOptions<'bar'> = {
    indexAxis: 'y',
    // Drawn in one pass: a browser and the headless Chromium printing the PDF show the same
    // finished chart, never a frame of an animation.
    animation: false,
    responsive: true,
    maintainAspectRatio: false,
    // At least 2 device pixels per CSS pixel, so the canvas stays sharp on paper and in the PDF.
    devicePixelRatio: Math.max(typeof window === 'undefined' ? 1 : window.devicePixelRatio, 2),
    scales: {
      x: {
        min: 0,
        max: 100,
        title: {
          display: true,
          text: intl.formatMessage(messages.chartAxisPercentile),
          color: palette.textSecondary,
          font,
        },
        ticks: { color: palette.textSecondary, font, stepSize: 10 },
        grid: { color: palette.grid },
        border: { color: palette.grid },
      },
      y: {
        ticks: {
          color: palette.text,
          autoSkip: false,
          font: (context) => ({
            ...font,
            weight: rows[context.index]?.emphasis === 'domain' ? 'bold' : 'normal',
          }),
        },
        grid: { display: false },
        border: { color: palette.grid },
      },
    },
    plugins: {
      tooltip: {
        callbacks: {
          label: (item) => {
            const row = rows[item.dataIndex];
            if (
              !row ||
              row.raw === null ||
              row.percentile === null ||
              row.level === null ||
              row.band === null
            )
              return '';
            return intl.formatMessage(messages.chartTooltip, {
              percentile: intl.formatNumber(row.percentile),
              low: intl.formatNumber(row.band.percentileLow),
              high: intl.formatNumber(row.band.percentileHigh),
              score: intl.formatNumber(row.raw),
              maximum: intl.formatNumber(row.maximum),
              level: levelName(row.level, language),
            });
          },
        },
      },
    },
  };
  return {
    data,
    options,
    plugins: [averageBandPlugin(palette.averageBand), confidenceBandPlugin(rows, palette.text)],
  };
}
