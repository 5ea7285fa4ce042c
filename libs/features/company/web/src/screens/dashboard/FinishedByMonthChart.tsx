import type { DashboardMonth } from '@facet/company-domain';
import { readThemeValues, useResolvedThemeIfAny, vars } from '@facet/design-system';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Bar } from 'react-chartjs-2';
import { useIntl, type IntlShape } from 'react-intl';
import { chartFrame } from './FinishedByMonthView.css';
import { monthLabel } from './month-labels';

// Only what a bar chart with tooltips uses: `chart.js/auto` would bundle every controller, element,
// scale and plugin. This module is loaded on demand, so none of it reaches other pages.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** The theme colours the chart draws with, as real colour strings. */
export interface TrendPalette {
  bar: string;
  text: string;
  grid: string;
  fontFamily: string;
}

const paletteTokens = {
  bar: vars.colour.formAccent,
  text: vars.colour.textSecondary,
  grid: vars.colour.border,
  fontFamily: vars.fontFamily,
} satisfies Record<keyof TrendPalette, string>;

/** The chart's data and options; exported for its registration test only. */
export function trendChartConfiguration(
  months: readonly DashboardMonth[],
  intl: IntlShape,
  palette: TrendPalette,
) {
  const font = { family: palette.fontFamily, size: 12 };
  const data: ChartData<'bar', number[], string> = {
    labels: months.map((entry) => monthLabel(intl, entry.month, 'short')),
    datasets: [
      {
        data: months.map((entry) => entry.finished),
        backgroundColor: palette.bar,
        borderRadius: 2,
        maxBarThickness: 48,
      },
    ],
  };
  const options: ChartOptions<'bar'> = {
    animation: false,
    responsive: true,
    maintainAspectRatio: false,
    scales: {
      x: {
        ticks: { color: palette.text, font },
        grid: { display: false },
        border: { color: palette.grid },
      },
      y: {
        beginAtZero: true,
        ticks: { color: palette.text, font, precision: 0 },
        grid: { color: palette.grid },
        border: { display: false },
      },
    },
    plugins: {
      tooltip: {
        callbacks: {
          title: (items) => {
            const entry = months[items[0]?.dataIndex ?? -1];
            return entry ? monthLabel(intl, entry.month, 'long') : '';
          },
          label: (item) => intl.formatNumber(Number(item.raw)),
        },
      },
    },
  };
  return { data, options };
}

/**
 * Bars of finished assessments per month in the theme's colours. Hidden from screen readers:
 * the table beside it carries the same numbers.
 */
export function FinishedByMonthChart({ months }: { months: readonly DashboardMonth[] }) {
  const intl = useIntl();
  const frameRef = useRef<HTMLDivElement>(null);
  const theme = useResolvedThemeIfAny();
  const [palette, setPalette] = useState<TrendPalette | null>(null);

  // Passive effects run after the ThemeProvider's layout effect that sets the theme class, so
  // the colours read here are those of the theme on screen; a canvas does not follow CSS itself.
  useEffect(() => {
    if (frameRef.current) setPalette(readThemeValues(frameRef.current, paletteTokens));
  }, [theme]);

  const chart = useMemo(
    () => (palette ? trendChartConfiguration(months, intl, palette) : null),
    [months, intl, palette],
  );

  return (
    <div ref={frameRef} className={chartFrame} aria-hidden="true">
      {chart && <Bar data={chart.data} options={chart.options} />}
    </div>
  );
}
