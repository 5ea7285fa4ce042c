import type * as DesignSystem from '@facet/design-system';
import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chart, type ChartData, type ChartOptions } from 'chart.js';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { trendChartConfiguration } from './FinishedByMonthChart';
import { FinishedByMonthView } from './FinishedByMonthView';
import { companyCatalogue } from '../../messages';
import { sampleDashboard } from '../../story-fixtures';

// jsdom cannot draw, so this file pretends it can and replaces react-chartjs-2's Bar with a
// canvas that records what it was given.
vi.mock('@facet/design-system', async (importOriginal) => ({
  ...(await importOriginal<typeof DesignSystem>()),
  canDrawCharts: () => true,
}));

const drawn: { data?: ChartData<'bar', number[], string>; options?: ChartOptions<'bar'> } = {};
vi.mock('react-chartjs-2', () => ({
  Bar: (props: { data: typeof drawn.data; options: ChartOptions<'bar'> }) => {
    drawn.data = props.data;
    drawn.options = props.options;
    return <canvas />;
  },
}));

/**
 * A stand-in 2D context that records calls, so the real chart.js builds and draws the chart: it
 * fails if a controller, element or scale the chart uses was not registered.
 */
function recordingContext(canvas: HTMLCanvasElement) {
  const calls: string[] = [];
  const context = new Proxy(
    { canvas, measureText: () => ({ width: 10 }), getImageData: () => ({ data: [] }) },
    {
      get: (target, property) =>
        property in target
          ? target[property as keyof typeof target]
          : (...args: unknown[]) => {
              calls.push(`${String(property)}(${args.length})`);
            },
      set: () => true,
    },
  );
  return { context, calls };
}

/** The chart arrives after its lazy module: given time on a busy machine. */
async function drawnCanvas(container: HTMLElement): Promise<HTMLCanvasElement> {
  return waitFor(
    () => {
      const canvas = container.querySelector('canvas');
      if (!canvas) throw new Error('No chart yet');
      return canvas;
    },
    { timeout: 5000 },
  );
}

describe('the finished-per-month chart where a canvas can draw', () => {
  it('hides the chart from screen readers beside a table they read, with Spanish months', async () => {
    const { container } = renderWithProviders(
      <FinishedByMonthView months={sampleDashboard.finishedByMonth} />,
      { language: 'es', messages: companyCatalogue.byLanguage.es },
    );
    const canvas = await drawnCanvas(container);
    expect(canvas.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(drawn.data?.labels).toEqual(['jun', 'jul', 'ago', 'sept', 'oct', 'nov']);
    expect(drawn.data?.datasets[0]?.data).toEqual([2, 0, 5, 9, 4, 6]);
    expect(drawn.options).toMatchObject({ responsive: true, maintainAspectRatio: false });
    const table = screen.getByRole('table', { name: 'Evaluaciones terminadas por mes' });
    expect(table).toHaveTextContent('junio de 2026');
    expect(container.querySelectorAll('table')).toHaveLength(1);
  });

  it('shows the table instead of the chart on request, and the chart again', async () => {
    const { container } = renderWithProviders(
      <FinishedByMonthView months={sampleDashboard.finishedByMonth} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show as a table' }));
    expect(container.querySelector('canvas')).toBeNull();
    expect(screen.getByRole('table', { name: 'Assessments finished per month' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show as a chart' }));
    expect(await drawnCanvas(container)).toBeInstanceOf(HTMLCanvasElement);
  });

  it('builds and draws with only the chart.js parts it registers', () => {
    const canvas = document.createElement('canvas');
    const { context, calls } = recordingContext(canvas);
    canvas.getContext = (() => context) as unknown as HTMLCanvasElement['getContext'];
    const intl = createIntl({ locale: 'en', messages: companyCatalogue.byLanguage.en });
    const palette = {
      bar: 'rgb(0, 0, 1)',
      text: 'rgb(0, 0, 2)',
      grid: 'rgb(0, 0, 3)',
      fontFamily: 'sans-serif',
    };
    const { data, options } = trendChartConfiguration(
      sampleDashboard.finishedByMonth,
      intl,
      palette,
    );
    const chart = new Chart(canvas, {
      type: 'bar',
      data,
      options: { ...options, responsive: false },
    });
    expect(Object.keys(chart.scales).sort()).toEqual(['x', 'y']);
    expect(data.labels).toEqual(['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov']);
    expect(calls.filter((call) => call.startsWith('fill')).length).toBeGreaterThan(0);
    chart.destroy();
  });
});
