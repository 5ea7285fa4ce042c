import type { Scale } from '@facet/assessment-domain';
import { readThemeValues, useResolvedThemeIfAny, vars } from '@facet/design-system';
import type { RankingComparisonAnswer } from '@facet/profiles-domain';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type PointStyle,
} from 'chart.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Chart } from 'react-chartjs-2';
import { useIntl, type IntlShape } from 'react-intl';
import { comparisonFrame } from './RankingComparisonView.css';
import { profilesMessages as messages } from '../../messages';

// Only what a band with markers uses; this module loads with the comparison, on demand. The
// markers are a line dataset without its line, and chart.js still builds that dataset's line
// element: without LineElement registered the chart throws ("line" is not a registered element).
ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** The theme colours the chart draws with, as real colour strings. */
export interface ComparisonPalette {
  band: string;
  text: string;
  grid: string;
  people: [string, string, string, string];
  fontFamily: string;
}

const paletteTokens = {
  band: vars.colour.formAccentSoft,
  text: vars.colour.textSecondary,
  grid: vars.colour.border,
  person1: vars.colour.formAccent,
  person2: vars.colour.textCaution,
  person3: vars.colour.textInfo,
  person4: vars.colour.textCritical,
  fontFamily: vars.fontFamily,
};

/** Each person has a shape of their own as well as a colour, so no one is told apart by colour alone. */
const pointStyles: readonly PointStyle[] = ['circle', 'triangle', 'rect', 'rectRot'];

/** The chart's data and options; exported for its test only. */
export function comparisonChartConfiguration(
  answer: RankingComparisonAnswer,
  scaleLabels: readonly { scale: Scale; label: string }[],
  intl: IntlShape,
  palette: ComparisonPalette,
) {
  const font = { family: palette.fontFamily, size: 12 };
  const shown = scaleLabels.map(({ scale }) =>
    answer.scales.find((entry) => entry.scale === scale),
  );
  const data: ChartData<'bar' | 'line', (number | [number, number] | null)[], string> = {
    labels: scaleLabels.map(({ label }) => label),
    datasets: [
      {
        type: 'bar',
        label: intl.formatMessage(messages.comparisonRangeLegend),
        data: shown.map((entry) => (entry?.range ? [entry.range.low, entry.range.high] : null)),
        backgroundColor: palette.band,
        borderSkipped: false,
        barPercentage: 0.9,
        categoryPercentage: 0.9,
        order: 2,
      },
      ...answer.people.map((person, index) => ({
        type: 'line' as const,
        label: person.name,
        data: scaleLabels.map(({ scale }) => person.percentiles?.[scale] ?? null),
        showLine: false,
        pointStyle: pointStyles[index % pointStyles.length],
        pointRadius: 7,
        pointHoverRadius: 9,
        backgroundColor: palette.people[index % palette.people.length],
        borderColor: palette.people[index % palette.people.length],
        order: 1,
      })),
    ],
  };
  const options: ChartOptions<'bar' | 'line'> = {
    indexAxis: 'y',
    animation: false,
    responsive: true,
    maintainAspectRatio: false,
    scales: {
      x: {
        min: 0,
        max: 100,
        ticks: { color: palette.text, font, stepSize: 25 },
        grid: { color: palette.grid },
      },
      y: { ticks: { color: palette.text, font }, grid: { display: false } },
    },
    plugins: {
      legend: {
        labels: { color: palette.text, font, usePointStyle: true },
      },
      tooltip: {
        callbacks: {
          label: (item) => {
            const value = item.raw as number | [number, number];
            return Array.isArray(value)
              ? `${item.dataset.label}: ${intl.formatMessage(messages.comparisonRange, {
                  low: value[0],
                  high: value[1],
                })}`
              : `${item.dataset.label}: ${intl.formatNumber(value)}`;
          },
        },
      },
    },
  };
  return { data, options };
}

/**
 * The people's percentiles as markers over the profile's ranges, in the theme's colours. Hidden
 * from screen readers: the table beside it carries the same numbers.
 */
export function RankingComparisonChart({
  answer,
  scaleLabels,
}: {
  answer: RankingComparisonAnswer;
  scaleLabels: readonly { scale: Scale; label: string }[];
}) {
  const intl = useIntl();
  const frameRef = useRef<HTMLDivElement>(null);
  const theme = useResolvedThemeIfAny();
  const [palette, setPalette] = useState<ComparisonPalette | null>(null);

  // Read after the theme class is set, so the canvas draws the colours of the theme on screen.
  useEffect(() => {
    if (!frameRef.current) return;
    const values = readThemeValues(frameRef.current, paletteTokens);
    setPalette({
      band: values.band,
      text: values.text,
      grid: values.grid,
      people: [values.person1, values.person2, values.person3, values.person4],
      fontFamily: values.fontFamily,
    });
  }, [theme]);

  const chart = useMemo(
    () => (palette ? comparisonChartConfiguration(answer, scaleLabels, intl, palette) : null),
    [answer, scaleLabels, intl, palette],
  );

  return (
    <div
      ref={frameRef}
      className={comparisonFrame}
      style={{ height: `${4 + scaleLabels.length * 2.25}rem` }}
      aria-hidden="true"
    >
      {chart && <Chart type="bar" data={chart.data} options={chart.options} />}
    </div>
  );
}
