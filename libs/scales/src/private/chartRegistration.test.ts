import { currentNorms } from '@facet/assessment-domain';
import { Chart } from 'chart.js';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { scalesCatalogue } from '../catalogue';
import { sampleScores } from '../sampleResults';
import { readScale } from './describeScale';
import { chartConfiguration } from './ScaleBarChart';

/**
 * jsdom has no canvas, so a recording stand-in for the 2D context lets the real chart.js build
 * and draw the chart: it fails if a controller, element, scale or plugin the chart uses was not
 * registered (we register them one by one instead of importing chart.js/auto).
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

describe('the chart.js configuration', () => {
  it('builds and draws a bar chart with only the registered parts', () => {
    const canvas = document.createElement('canvas');
    const { context, calls } = recordingContext(canvas);
    canvas.getContext = (() => context) as unknown as HTMLCanvasElement['getContext'];
    const text = {
      language: 'en' as const,
      intl: createIntl({ locale: 'en', messages: scalesCatalogue.byLanguage.en }),
    };
    const rows = (['extraversion', 'cordiality'] as const).map((scale) => ({
      ...readScale(scale, sampleScores[scale], currentNorms),
      emphasis: scale === 'extraversion' ? ('domain' as const) : ('facet' as const),
    }));
    const palette = {
      domainBar: 'rgb(0, 0, 1)',
      facetBar: 'rgb(0, 0, 2)',
      facetBarBorder: 'rgb(0, 0, 3)',
      averageBand: 'rgb(0, 0, 4)',
      text: 'rgb(0, 0, 5)',
      textSecondary: 'rgb(0, 0, 6)',
      grid: 'rgb(0, 0, 7)',
      fontFamily: 'sans-serif',
    };
    const { data, options, plugins } = chartConfiguration(rows, text, palette);
    const chart = new Chart(canvas, {
      type: 'bar',
      data,
      options: { ...options, responsive: false },
      plugins,
    });
    expect(chart.options.animation).toBe(false);
    expect(Object.keys(chart.scales).sort()).toEqual(['x', 'y']);
    // The average band and the bars were painted.
    expect(calls.filter((call) => call.startsWith('fillRect')).length).toBeGreaterThan(0);
    chart.destroy();
  });
});
