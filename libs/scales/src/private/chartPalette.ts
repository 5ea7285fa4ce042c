import { vars } from '@facet/design-system';

/** The theme colours a chart draws with, as real colour strings. */
export interface ChartPalette {
  domainBar: string;
  facetBar: string;
  facetBarBorder: string;
  averageBand: string;
  text: string;
  textSecondary: string;
  grid: string;
  fontFamily: string;
}

const paletteTokens = {
  domainBar: vars.colour.formAccent,
  facetBar: vars.colour.formAccentSoft,
  facetBarBorder: vars.colour.formAccent,
  averageBand: vars.colour.neutralSoft,
  text: vars.colour.text,
  textSecondary: vars.colour.textSecondary,
  grid: vars.colour.border,
  fontFamily: vars.fontFamily,
} satisfies Record<keyof ChartPalette, string>;

/** `var(--colour-text__1x2y, fallback)` -> `--colour-text__1x2y` */
function customPropertyOf(reference: string): string | undefined {
  return /^var\((--[^,)\s]+)/.exec(reference)?.[1];
}

/**
 * chart.js paints a canvas, which cannot use CSS variables: it needs real colour strings when it
 * draws. The design system's `vars` are CSS variable references whose values depend on the theme
 * class of an ancestor (the page, or one element in Storybook's side-by-side view), so the chart
 * reads their computed values from its own container element. That keeps every colour a theme
 * token (no hex here) and follows whichever theme is in force where the chart sits.
 */
export function readChartPalette(element: Element): ChartPalette {
  const computed = getComputedStyle(element);
  const palette = {} as ChartPalette;
  for (const name of Object.keys(paletteTokens) as (keyof ChartPalette)[]) {
    const property = customPropertyOf(paletteTokens[name]);
    palette[name] = property ? computed.getPropertyValue(property).trim() : '';
  }
  return palette;
}
