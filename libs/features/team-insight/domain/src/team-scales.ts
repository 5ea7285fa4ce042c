import {
  domains,
  facets,
  levelCutoffs,
  percentileOfT,
  type Domain,
  type Facet,
  type Level,
} from '@facet/assessment-domain';

/** The scales of the team view: the five domains, then the thirty facets (PEN restates them). */
export const teamScales: readonly (Domain | Facet)[] = [...domains, ...facets];
export type TeamScale = (typeof teamScales)[number];

/**
 * The heatmap's colour bands, from far below the norm's mean to far above it. The three levels
 * keep their cut-offs (45 and 55); a score more than 1.5 SD from the mean (T below 35 or above 65)
 * takes the deeper shade of its side, so the colour says how far as well as which way.
 */
export const heatBands = ['veryLow', 'low', 'average', 'high', 'veryHigh'] as const;
export type HeatBand = (typeof heatBands)[number];

/** T-scores beyond which a low or high score takes the deeper shade. */
export const farFromMean = {
  below: levelCutoffs.lowBelow - 10,
  above: levelCutoffs.highAbove + 10,
} as const;

/**
 * The band of a score, from its level (cut on the unrounded T) and its T: the level decides the
 * side, so a band never disagrees with the level word printed in the same cell.
 */
export function heatBandOf(t: number, level: Level): HeatBand {
  if (level === 'low') return t < farFromMean.below ? 'veryLow' : 'low';
  if (level === 'high') return t > farFromMean.above ? 'veryHigh' : 'high';
  return 'average';
}

/**
 * The heatmap's band edges as percentiles, through the norms' own T-to-percentile conversion, so
 * the legend speaks the metric the cells and the person's pages show (7, 31, 69 and 93).
 */
export const heatBandPercentiles = {
  farBelow: percentileOfT(farFromMean.below),
  averageFrom: percentileOfT(levelCutoffs.lowBelow),
  averageTo: percentileOfT(levelCutoffs.highAbove),
  farAbove: percentileOfT(farFromMean.above),
} as const;
