import type { NormSet, ScaleNorm } from './norm-set';
import {
  domainColumns,
  facetColumns,
  impliedInterFacetCorrelation,
  pooledNorm,
  scaleNormsFromFacets,
  type WeightedNormRow,
} from './norm-derivation';
import { domains, facets, facetsByDomain, itemsPerFacet, type Domain, type Facet } from './scales';

/**
 * Johnson's IPIP-NEO-120 norms (Johnson, 2014, J. Research in Personality 51, 78-89; the norm
 * tables of his IPIP-NEO-120 scoring program, shortipipneo3.cgi), one row per sex and age group.
 * Raw scores are sums of 1..5 item answers: 4 items a facet, 24 a domain. Each row holds 5 domain
 * means and 5 domain SDs (N E O A C), then for each domain in that order 6 facet means and 6 facet
 * SDs.
 */
const johnson120Table: Readonly<Record<string, readonly number[]>> = {
  menUnder21: [
    67.84, 80.7, 85.98, 81.98, 79.66, 15.83, 15.37, 12.37, 14.66, 14.49, 11.72, 11.93, 10.58, 12.38,
    11.67, 9.63, 3.76, 4.41, 4.25, 3.83, 3.25, 3.38, 13.76, 12.23, 14.06, 11.54, 14.67, 14.41, 3.78,
    4.17, 3.66, 3.15, 3.38, 3.68, 16.68, 14.51, 14.52, 12.84, 15.47, 11.86, 2.96, 3.87, 3.31, 3.16,
    3.5, 3.17, 13.18, 14.85, 15.37, 12.73, 12.01, 13.96, 3.69, 3.44, 3.1, 4.05, 3.94, 3.35, 15.31,
    10.97, 15.22, 13.61, 12.35, 12.08, 2.55, 3.93, 2.92, 3.65, 3.24, 4.02,
  ],
  men21To40: [
    66.97, 78.9, 86.51, 84.22, 85.5, 16.48, 15.21, 12.65, 13.1, 14.27, 11.44, 11.75, 10.37, 12.11,
    12.18, 9.13, 3.76, 4.3, 4.12, 3.81, 3.52, 3.48, 13.31, 11.34, 14.58, 12.07, 13.34, 14.3, 3.8,
    3.99, 3.58, 3.23, 3.43, 3.53, 15.94, 14.94, 14.6, 13.14, 16.11, 11.66, 3.18, 3.63, 3.19, 3.39,
    3.25, 3.72, 12.81, 15.93, 15.37, 14.58, 11.43, 13.77, 3.69, 3.18, 2.92, 3.7, 3.57, 3.29, 15.8,
    12.05, 15.68, 15.36, 13.27, 13.31, 2.44, 4.26, 2.76, 3.39, 3.31, 4.03,
  ],
  men41To60: [
    64.11, 77.06, 83.04, 88.33, 91.27, 16.04, 14.31, 13.05, 11.76, 13.35, 10.79, 11.6, 9.78, 11.85,
    11.24, 8.81, 3.56, 4.16, 3.94, 3.62, 3.55, 3.35, 13.22, 10.45, 14.95, 12.27, 11.82, 14.32, 3.71,
    3.68, 3.44, 3.3, 3.23, 3.29, 14.65, 14.66, 14.76, 12.69, 15.4, 11.04, 3.35, 3.59, 3.02, 3.44,
    3.43, 3.93, 13.42, 16.94, 15.65, 15.66, 11.96, 14.21, 3.49, 2.83, 2.88, 3.33, 3.34, 3.17, 16.19,
    13.33, 16.56, 16.51, 14.05, 14.6, 2.25, 4.32, 2.5, 2.93, 3.13, 3.78,
  ],
  menOver60: [
    58.42, 79.73, 79.78, 90.2, 95.31, 15.48, 13.63, 12.21, 11.73, 11.99, 9.81, 11.46, 8.18, 11.08,
    9.91, 8.24, 3.54, 4.31, 3.59, 3.82, 3.36, 3.28, 14.55, 11.19, 15.29, 12.81, 11.03, 15.02, 3.47,
    3.58, 3.1, 3.25, 2.88, 3.16, 14.06, 14.22, 14.34, 12.42, 14.61, 10.11, 3.13, 3.64, 2.9, 3.2,
    3.89, 4.02, 13.96, 17.74, 15.76, 16.18, 11.87, 14.0, 3.13, 2.39, 2.74, 3.41, 3.5, 3.11, 16.32,
    14.41, 17.54, 16.65, 14.98, 15.18, 2.31, 4.49, 2.3, 2.68, 2.76, 3.61,
  ],
  womenUnder21: [
    73.41, 84.26, 89.01, 89.14, 81.27, 15.61, 14.98, 11.84, 13.21, 14.38, 13.31, 13.09, 11.05,
    12.11, 12.48, 11.3, 3.62, 4.18, 4.2, 3.82, 3.3, 3.47, 14.47, 13.12, 14.03, 12.67, 14.69, 15.34,
    3.6, 4.13, 3.68, 3.09, 3.48, 3.42, 16.86, 15.93, 16.02, 12.95, 15.06, 12.17, 2.89, 3.44, 2.95,
    3.24, 3.51, 3.02, 13.46, 16.11, 16.66, 13.73, 13.23, 15.7, 3.72, 2.94, 2.69, 4.14, 3.79, 2.84,
    15.3, 11.11, 15.62, 14.69, 12.73, 11.82, 2.54, 4.17, 2.76, 3.37, 3.19, 4.01,
  ],
  women21To40: [
    72.14, 80.78, 88.25, 91.91, 87.57, 16.16, 14.64, 12.15, 11.39, 13.87, 13.08, 12.72, 10.79, 12.2,
    12.71, 10.69, 3.68, 4.13, 4.07, 3.79, 3.58, 3.64, 14.05, 11.92, 14.25, 12.77, 12.84, 14.96,
    3.66, 4.05, 3.61, 3.24, 3.53, 3.31, 15.64, 15.97, 16.41, 12.84, 15.28, 12.06, 3.34, 3.3, 2.69,
    3.44, 3.47, 3.46, 13.15, 17.34, 16.81, 15.57, 12.98, 15.52, 3.71, 2.61, 2.53, 3.5, 3.57, 2.87,
    16.02, 12.67, 16.36, 16.11, 13.56, 12.91, 2.34, 4.51, 2.54, 3.05, 3.23, 4.18,
  ],
  women41To60: [
    67.38, 78.62, 86.15, 95.73, 93.45, 16.1, 14.19, 12.62, 9.84, 12.94, 12.05, 11.19, 10.07, 12.07,
    11.98, 10.07, 3.72, 4.03, 3.97, 3.73, 3.69, 3.56, 14.1, 10.84, 14.51, 13.03, 11.08, 15.0, 3.72,
    3.86, 3.5, 3.46, 3.42, 3.26, 14.43, 16.0, 16.37, 12.58, 14.87, 11.85, 3.49, 3.2, 2.58, 3.45,
    3.65, 3.74, 13.79, 18.16, 17.04, 17.02, 13.41, 15.82, 3.52, 2.21, 2.4, 2.88, 3.3, 2.71, 16.5,
    13.68, 17.29, 17.16, 14.35, 14.41, 2.16, 4.51, 2.27, 2.73, 3.13, 3.86,
  ],
  womenOver60: [
    63.48, 78.22, 81.56, 97.17, 96.44, 14.92, 12.73, 12.66, 9.52, 12.43, 11.39, 10.52, 9.1, 12.0,
    10.21, 9.87, 3.61, 3.82, 3.68, 3.61, 3.58, 3.44, 14.85, 10.93, 14.19, 12.76, 10.08, 15.65, 3.43,
    3.7, 3.64, 3.26, 3.2, 3.04, 13.15, 15.95, 15.73, 11.8, 14.21, 10.81, 3.71, 3.12, 2.74, 3.26,
    3.47, 3.89, 14.19, 18.64, 17.13, 17.98, 13.58, 15.83, 3.39, 1.9, 2.18, 2.56, 3.38, 2.85, 16.5,
    15.15, 18.34, 17.19, 14.7, 15.11, 2.24, 4.07, 1.81, 2.49, 3.15, 3.66,
  ],
};

/** The eight groups pooled with equal weights (the tables do not give group sizes). */
export const johnson120Rows: readonly WeightedNormRow[] = Object.entries(johnson120Table).map(
  ([group, values]) => ({ group, weight: 1, values }),
);

export const johnson120ItemsPerFacet = 4;
/** Mean coefficient alpha of the IPIP-NEO-120 facets reported by Johnson (2014). */
const johnson120FacetAlpha = 0.68;
/** Average inter-item correlation within a facet implied by that alpha for 4 items. */
const interItemCorrelation =
  johnson120FacetAlpha /
  (johnson120ItemsPerFacet - (johnson120ItemsPerFacet - 1) * johnson120FacetAlpha);
/** Spearman-Brown reliability of a facet of `items` items with that inter-item correlation. */
function facetReliability(items: number): number {
  return (items * interItemCorrelation) / (1 + (items - 1) * interItemCorrelation);
}

/** A facet's pooled 4-item norm (sums of 1..5 answers) in the IPIP-NEO-120 table. */
export function johnson120FacetNorm(facet: Facet): ScaleNorm {
  const columns = facetColumns(facet);
  return pooledNorm(johnson120Rows, columns.mean, columns.sd);
}

/**
 * A 4-item facet norm (1..5 answers) as an 8-item facet norm (0..4 answers): the item mean moves
 * from 1..5 to 0..4 and is multiplied by 8; the SD grows as the SD of a sum of 8 rather than 4
 * items with the same inter-item correlation r: sqrt(8(1 + 7r)) / sqrt(4(1 + 3r)).
 */
function eightItemFacetNorm(norm: ScaleNorm): ScaleNorm {
  const itemMean = norm.mean / johnson120ItemsPerFacet - 1;
  const sdRatio = Math.sqrt(
    (itemsPerFacet * (1 + (itemsPerFacet - 1) * interItemCorrelation)) /
      (johnson120ItemsPerFacet * (1 + (johnson120ItemsPerFacet - 1) * interItemCorrelation)),
  );
  return { mean: itemMean * itemsPerFacet, sd: norm.sd * sdRatio };
}

/**
 * The correlation that makes the published facet SDs add up to the published domain SD, then
 * disattenuated for the 4-item facets and attenuated again for the more reliable 8-item facets.
 */
function eightItemInterFacetCorrelation(domain: Domain): number {
  const columns = domainColumns(domain);
  const published = pooledNorm(johnson120Rows, columns.mean, columns.sd);
  const implied = impliedInterFacetCorrelation(
    published.sd,
    facetsByDomain[domain].map((facet) => johnson120FacetNorm(facet).sd),
  );
  return (implied * facetReliability(itemsPerFacet)) / facetReliability(johnson120ItemsPerFacet);
}

/**
 * The first norms: Johnson's IPIP-NEO-120 norms rescaled to the product's 8-item facets on the
 * assumption that the 4 added items behave like Johnson's 4. Kept for the results described with
 * them; new results use the blended norms (johnson-blend-norms.ts).
 */
export const johnson2014Norms: NormSet = {
  version: 'johnson-2014/1',
  source:
    "Johnson's IPIP-NEO-120 norms (Johnson 2014), eight sex-by-age groups pooled with equal " +
    'weights, rescaled to 8-item facets on 0..4 answers (docs/decisions.md, Assessment engine)',
  provisional: true,
  scales: scaleNormsFromFacets(
    new Map(facets.map((facet) => [facet, eightItemFacetNorm(johnson120FacetNorm(facet))])),
    Object.fromEntries(
      domains.map((domain) => [domain, eightItemInterFacetCorrelation(domain)]),
    ) as Record<Domain, number>,
  ),
};
