import { vars } from '@facet/design-system';
import { screen } from '@testing-library/react';
import type { ChartOptions } from 'chart.js';
import { describe, expect, it, vi } from 'vitest';
import { DomainChart } from '../DomainChart/DomainChart';
import { expectNoAxeViolations, renderScales, sampleScores } from '../testing';
import { readChartPalette } from './chartPalette';

// jsdom cannot draw, so this file pretends it can and replaces react-chartjs-2's Bar with a
// canvas that records what it was given: the test checks the chart's configuration and that the
// table becomes a visually hidden text alternative beside it.
vi.mock('./canvasSupport', () => ({ canDrawCharts: () => true }));

const drawn: {
  options?: ChartOptions<'bar'>;
  data?: { datasets: { backgroundColor: string[] }[] };
  plugins?: { id: string }[];
} = {};
vi.mock('react-chartjs-2', () => ({
  Bar: (props: {
    options: ChartOptions<'bar'>;
    data: typeof drawn.data;
    plugins: { id: string }[];
    'aria-hidden': string;
  }) => {
    drawn.options = props.options;
    drawn.data = props.data;
    drawn.plugins = props.plugins;
    return <canvas aria-hidden={props['aria-hidden'] === 'true'} />;
  },
}));

function customProperty(reference: string): string {
  return /^var\((--[^,)\s]+)/.exec(reference)?.[1] ?? '';
}

describe('charts that can draw', () => {
  it('draw once, without animation, hidden from screen readers, beside a hidden table', async () => {
    const { container } = renderScales(<DomainChart scores={sampleScores} />);
    const canvas = container.querySelector('canvas');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(drawn.options?.animation).toBe(false);
    expect(drawn.options?.indexAxis).toBe('y');
    expect(drawn.options?.devicePixelRatio).toBeGreaterThanOrEqual(2);
    // Still read by screen readers: visually hidden, not display: none.
    expect(screen.getByRole('table', { name: 'Big Five domains and facets' })).toBeInTheDocument();
    expect(
      screen.getByText('The shaded band is the average range (percentiles 31 to 69).'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^The line across each bar is the likely range/)).toBeInTheDocument();
    expect(drawn.plugins?.map((plugin) => plugin.id)).toEqual([
      'facetAverageBand',
      'facetConfidenceBand',
    ]);
    await expectNoAxeViolations(container);
  });

  it('paint with the theme colours read from the CSS variables where the chart sits', () => {
    // jsdom does not inherit custom properties, so the computed style is stubbed as a browser
    // with the theme class on an ancestor would compute it.
    const themed: Record<string, string> = {
      [customProperty(vars.colour.formAccent)]: 'rgb(1, 2, 3)',
      [customProperty(vars.colour.formAccentSoft)]: 'rgb(4, 5, 6)',
    };
    const computed = vi
      .spyOn(window, 'getComputedStyle')
      .mockImplementation(
        () => ({ getPropertyValue: (name: string) => themed[name] ?? '' }) as CSSStyleDeclaration,
      );
    renderScales(<DomainChart scores={sampleScores} domains={['extraversion']} />);
    computed.mockRestore();
    const colours = drawn.data?.datasets[0]?.backgroundColor;
    expect(colours?.[0]).toBe('rgb(1, 2, 3)');
    expect(colours?.[1]).toBe('rgb(4, 5, 6)');
  });
});

describe('readChartPalette', () => {
  it('resolves every token to the value in force on the element', () => {
    const element = document.createElement('div');
    element.style.setProperty(customProperty(vars.colour.text), 'rgb(10, 20, 30)');
    document.body.append(element);
    expect(readChartPalette(element).text).toBe('rgb(10, 20, 30)');
    element.remove();
  });
});
