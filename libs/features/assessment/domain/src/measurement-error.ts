import { domains, facets, itemsPerFacet, type Scale } from './scales';

/**
 * Mean coefficient alpha of the 10-item IPIP-NEO-300 facets, about .80 (psychometric review
 * 2026-11, §4.3; Johnson's IPIP-NEO-300 reports and Goldberg's IPIP scale tables).
 */
export const ipipNeo300FacetAlpha = 0.8;
export const ipipNeo300ItemsPerFacet = 10;

/** Spearman-Brown: the reliability of a scale of reliability `reliability` made `factor` times as long. */
export function spearmanBrown(reliability: number, factor: number): number {
  return (factor * reliability) / (1 + (factor - 1) * reliability);
}

/**
 * Reliabilities behind the 90 % band. There is no item-level response data yet to estimate
 * alpha, so these are predictions (review §4.3), the more cautious where it gives a range
 * (docs/decisions.md, Measurement error).
 */
export const scaleReliabilities = {
  /**
   * 8-item facet: the IPIP-NEO-300 alpha shortened from 10 to 8 items, .76 (the review's other
   * estimate, .81 from Johnson's 4-item alpha of .68 lengthened, is the less cautious one).
   */
  facet: spearmanBrown(ipipNeo300FacetAlpha, itemsPerFacet / ipipNeo300ItemsPerFacet),
  /** 48-item domain, and PEN E and N, its copies: about .90. */
  domain: 0.9,
  /**
   * PEN P sums six A and C facets that correlate little across the two domains; its composite
   * (Mosier) reliability from the facet reliability and the blended norms is .89.
   */
  penPsychoticism: 0.89,
} as const;

export function reliabilityOf(scale: Scale): number {
  if ((facets as readonly string[]).includes(scale)) return scaleReliabilities.facet;
  if ((domains as readonly string[]).includes(scale)) return scaleReliabilities.domain;
  return scale === 'pen_psychoticism'
    ? scaleReliabilities.penPsychoticism
    : scaleReliabilities.domain;
}

/**
 * Half-width of the confidence band in standard errors: the two-sided 90 % point of the normal
 * distribution, 1.645 (Nunnally & Bernstein, Psychometric Theory, 3rd ed., 1994, ch. 7; Harvill,
 * "Standard error of measurement", ITEMS module, 1991). A ±1 SEM band holds the true score only
 * about 68 % of the time and was read as "likely" with no level (psychometric review F7, §6).
 */
export const confidenceBandZ = 1.645;
/** The share of the time the true score lies in the band; every text about the band names it. */
export const confidenceBandCoverage = 0.9;

/** Standard error of measurement in raw points: SD × sqrt(1 − reliability). */
export function rawStandardError(scale: Scale, sd: number): number {
  return sd * Math.sqrt(1 - reliabilityOf(scale));
}
