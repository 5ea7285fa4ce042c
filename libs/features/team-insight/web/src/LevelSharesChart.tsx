import { levels } from '@facet/assessment-domain';
import { readThemeValues, useResolvedThemeIfAny, vars } from '@facet/design-system';
import type { LevelShare } from '@facet/team-insight-domain';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Bar } from 'react-chartjs-2';
import { chartFrame } from './TeamDistribution.css';

// Only what a grouped bar chart with a legend uses: `chart.js/auto` would bundle every part.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Legend);

const paletteTokens = {
  team: vars.colour.formAccent,
  norm: vars.colour.borderField,
  text: vars.colour.textSecondary,
  grid: vars.colour.border,
  fontFamily: vars.fontFamily,
};
type ChartPalette = Record<keyof typeof paletteTokens, string>;

export interface LevelSharesChartProps {
  shares: readonly LevelShare[];
  /** The level names, in `levels` order, already translated. */
  levelNames: readonly string[];
  teamLabel: string;
  normLabel: string;
}

/**
 * The team's share of members at each level beside the norm group's, as grouped bars. Hidden
 * from screen readers: the sentences beside it carry the same numbers.
 */
export function LevelSharesChart({
  shares,
  levelNames,
  teamLabel,
  normLabel,
}: LevelSharesChartProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const theme = useResolvedThemeIfAny();
  const [palette, setPalette] = useState<ChartPalette | null>(null);
  // Read after the ThemeProvider's layout effect has set the theme class: a canvas does not
  // follow CSS itself.
  useEffect(() => {
    if (frameRef.current) setPalette(readThemeValues(frameRef.current, paletteTokens));
  }, [theme]);

  const chart = useMemo(() => {
    if (!palette) return null;
    const font = { family: palette.fontFamily, size: 12 };
    const percentOf = (level: (typeof levels)[number], pick: (share: LevelShare) => number) =>
      Math.round(100 * pick(shares.find((share) => share.level === level)!));
    const data: ChartData<'bar', number[], string> = {
      labels: [...levelNames],
      datasets: [
        {
          label: teamLabel,
          data: levels.map((level) => percentOf(level, (share) => share.share)),
          backgroundColor: palette.team,
        },
        {
          label: normLabel,
          data: levels.map((level) => percentOf(level, (share) => share.expectedShare)),
          backgroundColor: palette.norm,
        },
      ],
    };
    const options: ChartOptions<'bar'> = {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      scales: {
        x: { ticks: { color: palette.text, font }, grid: { display: false } },
        y: {
          beginAtZero: true,
          max: 100,
          ticks: { color: palette.text, font, callback: (value) => `${value} %` },
          grid: { color: palette.grid },
        },
      },
      plugins: { legend: { labels: { color: palette.text, font } } },
    };
    return { data, options };
  }, [palette, shares, levelNames, teamLabel, normLabel]);

  return (
    <div ref={frameRef} className={chartFrame} aria-hidden="true">
      {chart && <Bar data={chart.data} options={chart.options} />}
    </div>
  );
}
