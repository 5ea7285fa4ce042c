import { domainByIpipLetter, ipipDomainLetters } from './ipip-domains';
import type { NormSet, ScaleNorm } from './norm-set';
import {
  domainMaximum,
  domainOfFacet,
  domains,
  facets,
  facetsByDomain,
  type Domain,
  type Facet,
} from './scales';
import { psychoticismFacets } from './scoring';

/**
 * The arithmetic shared by the norm sets derived from Johnson's published tables: pooling a
 * table's sex and age groups, and building domain and PEN norms from 8-item facet norms.
 */

/** One sex-and-age row of a published norm table and the weight its group gets when pooled. */
export interface WeightedNormRow {
  readonly group: string;
  readonly weight: number;
  readonly values: readonly number[];
}

/**
 * One norm over weighted groups: the weighted mean of the group means, and the SD of the mixture
 * (within-group variance plus between-group variance).
 */
export function pooledNorm(
  rows: readonly WeightedNormRow[],
  meanColumn: number,
  sdColumn: number,
): ScaleNorm {
  const totalWeight = rows.reduce((sum, row) => sum + row.weight, 0);
  const weighted = (value: (row: WeightedNormRow) => number) =>
    rows.reduce((sum, row) => sum + row.weight * value(row), 0) / totalWeight;
  const cell = (row: WeightedNormRow, column: number) => row.values[column] ?? Number.NaN;
  const mean = weighted((row) => cell(row, meanColumn));
  const variance = weighted(
    (row) => cell(row, sdColumn) ** 2 + (cell(row, meanColumn) - mean) ** 2,
  );
  return { mean, sd: Math.sqrt(variance) };
}

function ipipIndexOf(domain: Domain): number {
  return ipipDomainLetters.findIndex((letter) => domainByIpipLetter[letter] === domain);
}

/**
 * Where a domain's mean and SD sit in a row of Johnson's tables: 5 domain means, 5 domain SDs (N E
 * O A C), then per domain in that order 6 facet means and 6 facet SDs. The IPIP-NEO-120 and -300
 * tables share this layout, and list facets in the order of `facetsByDomain`.
 */
export function domainColumns(domain: Domain) {
  const index = ipipIndexOf(domain);
  return { mean: index, sd: ipipDomainLetters.length + index };
}

export function facetColumns(facet: Facet) {
  const domain = domainOfFacet(facet);
  const facetIndex = (facetsByDomain[domain] as readonly Facet[]).indexOf(facet);
  const first = 2 * ipipDomainLetters.length + 12 * ipipIndexOf(domain);
  return { mean: first + facetIndex, sd: first + 6 + facetIndex };
}

/** SD of a sum of scales with the given SDs and pairwise correlations. */
export function sumSd(
  sds: readonly number[],
  correlation: (first: number, second: number) => number,
): number {
  let variance = 0;
  sds.forEach((firstSd, first) =>
    sds.forEach((secondSd, second) => {
      variance += (first === second ? 1 : correlation(first, second)) * firstSd * secondSd;
    }),
  );
  return Math.sqrt(variance);
}

/** The one correlation between facets that makes their SDs add up to the domain's SD. */
export function impliedInterFacetCorrelation(
  domainSd: number,
  facetSds: readonly number[],
): number {
  const sdSum = facetSds.reduce((sum, sd) => sum + sd, 0);
  const squaredSdSum = facetSds.reduce((sum, sd) => sum + sd ** 2, 0);
  return (domainSd ** 2 - squaredSdSum) / (sdSum ** 2 - squaredSdSum);
}

/**
 * Assumed correlation between an agreeableness facet and a conscientiousness facet, needed only
 * for PEN psychoticism (the IPIP-NEO A and C domains correlate about .2 to .3; facets of different
 * domains correlate less than their domains).
 */
export const agreeablenessConscientiousnessFacetCorrelation = 0.15;

const roundToHundredths = (value: number) => Math.round(value * 100) / 100;
const rounded = (norm: ScaleNorm): ScaleNorm => ({
  mean: roundToHundredths(norm.mean),
  sd: roundToHundredths(norm.sd),
});

/**
 * Every scale's norm from the 8-item facet norms and the correlation between two facets of each
 * domain: a domain is the sum of its facets; PEN E and N are the E and N domains; PEN P is 192
 * minus six A and C facets (see scoring), so its norm is that of their sum, mirrored.
 */
export function scaleNormsFromFacets(
  facetNorms: ReadonlyMap<Facet, ScaleNorm>,
  interFacetCorrelation: Readonly<Record<Domain, number>>,
): NormSet['scales'] {
  const facetNorm = (facet: Facet): ScaleNorm => {
    const norm = facetNorms.get(facet);
    if (!norm) throw new Error(`No norm for the facet ${facet}`);
    return norm;
  };
  const domainNorm = (domain: Domain): ScaleNorm => {
    const members = facetsByDomain[domain].map(facetNorm);
    return {
      mean: members.reduce((sum, norm) => sum + norm.mean, 0),
      sd: sumSd(
        members.map((norm) => norm.sd),
        () => interFacetCorrelation[domain],
      ),
    };
  };
  const psychoticismComponents = psychoticismFacets.map((facet) => ({
    norm: facetNorm(facet),
    domain: domainOfFacet(facet),
  }));
  const psychoticism: ScaleNorm = {
    mean: domainMaximum - psychoticismComponents.reduce((sum, { norm }) => sum + norm.mean, 0),
    sd: sumSd(
      psychoticismComponents.map(({ norm }) => norm.sd),
      (first, second) => {
        const firstDomain = psychoticismComponents[first]?.domain;
        return firstDomain && firstDomain === psychoticismComponents[second]?.domain
          ? interFacetCorrelation[firstDomain]
          : agreeablenessConscientiousnessFacetCorrelation;
      },
    ),
  };
  const scaleNorms = Object.fromEntries<ScaleNorm>([
    ...facets.map((facet): [string, ScaleNorm] => [facet, rounded(facetNorm(facet))]),
    ...domains.map((domain): [string, ScaleNorm] => [domain, rounded(domainNorm(domain))]),
    ['pen_extraversion', rounded(domainNorm('extraversion'))],
    ['pen_neuroticism', rounded(domainNorm('neuroticism_x_emotional_stability'))],
    ['pen_psychoticism', rounded(psychoticism)],
  ]);
  // Object.fromEntries loses the key type; every scale is set above.
  return scaleNorms as NormSet['scales'];
}
