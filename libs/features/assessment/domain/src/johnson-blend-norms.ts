import { johnson120FacetNorm, johnson120ItemsPerFacet } from './johnson-2014-norms';
import {
  ipipNeo300FacetAlpha,
  ipipNeo300ItemsPerFacet as johnson300ItemsPerFacet,
  spearmanBrown,
} from './measurement-error';
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
 * Johnson's IPIP-NEO-300 norms: the norm tables of his IPIP-NEO-300 scoring program as
 * transcribed in NeuroQuestAi/five-factor-e, ipipneo/norm.py (commit 618c85f, MIT), one row per
 * sex and age group. Raw scores are sums of 1..5 answers: 10 items a facet, 60 a domain. Same
 * layout as the IPIP-NEO-120 rows (johnson-2014-norms.ts).
 */
const johnson300Table = {
  menUnder21: [
    164.2, 197.6, 217.8, 197.1, 204.2, 33.4, 34.2, 28.1, 28.0, 29.1, 27.9, 26.8, 26.2, 29.4, 29.9,
    24.1, 7.7, 8.3, 9.2, 7.4, 6.4, 6.3, 33.9, 29.8, 34.0, 29.6, 33.9, 36.5, 8.0, 8.9, 7.4, 5.6, 8.1,
    7.1, 40.6, 37.3, 36.1, 35.7, 39.6, 28.5, 6.8, 7.0, 6.8, 6.4, 7.1, 8.0, 32.5, 34.7, 37.5, 31.2,
    28.1, 33.2, 7.6, 6.7, 6.6, 6.9, 7.1, 6.5, 38.3, 30.5, 38.1, 36.2, 29.2, 31.9, 5.6, 7.7, 5.9,
    6.7, 8.0, 7.2,
  ],
  menOver20: [
    161.8, 192.8, 218.4, 202.8, 215.3, 38.7, 31.9, 26.6, 27.3, 30.8, 27.6, 27.0, 25.6, 27.8, 31.1,
    22.6, 8.0, 9.3, 9.8, 7.6, 7.3, 7.4, 33.1, 27.3, 34.6, 30.6, 30.8, 36.4, 8.1, 8.1, 7.5, 6.0, 7.6,
    7.0, 39.1, 38.3, 35.4, 35.8, 40.9, 28.8, 6.6, 6.8, 6.7, 6.6, 6.7, 8.1, 33.6, 36.2, 37.6, 33.7,
    28.5, 33.2, 7.6, 6.4, 6.4, 6.9, 6.9, 6.8, 39.7, 33.0, 39.7, 38.2, 31.3, 33.4, 5.7, 7.8, 5.8,
    6.7, 8.4, 7.3,
  ],
  womenUnder21: [
    180.0, 203.9, 228.7, 208.6, 203.5, 37.5, 35.0, 26.8, 29.1, 31.0, 31.3, 29.8, 27.9, 30.6, 29.9,
    27.6, 7.9, 9.1, 9.6, 7.7, 6.4, 7.6, 34.8, 31.7, 34.0, 30.5, 34.0, 38.9, 8.5, 9.2, 8.1, 5.6, 8.2,
    7.0, 41.5, 42.5, 39.4, 36.3, 39.0, 30.0, 6.9, 5.7, 6.5, 6.3, 7.1, 7.2, 33.9, 37.4, 39.5, 32.5,
    29.9, 35.4, 7.4, 6.1, 6.5, 7.6, 7.0, 6.7, 37.6, 30.6, 38.9, 37.2, 29.0, 30.2, 5.8, 8.3, 6.0,
    7.0, 8.0, 7.7,
  ],
  womenOver20: [
    172.5, 196.2, 226.3, 217.3, 220.7, 36.8, 31.7, 26.8, 25.3, 29.8, 30.7, 28.8, 26.5, 29.1, 31.1,
    25.3, 7.8, 8.8, 9.4, 7.5, 7.3, 7.5, 35.1, 28.5, 34.2, 32.0, 28.6, 37.8, 8.1, 8.5, 7.4, 5.9, 7.8,
    6.9, 38.5, 42.3, 39.4, 35.9, 39.8, 30.3, 7.4, 5.7, 6.2, 6.7, 7.0, 7.5, 34.5, 39.6, 40.5, 35.5,
    31.0, 36.3, 7.4, 5.7, 5.9, 6.8, 6.7, 6.3, 39.9, 34.1, 41.5, 39.4, 32.6, 33.3, 5.6, 8.5, 5.4,
    6.2, 8.3, 7.3,
  ],
} as const satisfies Record<string, readonly number[]>;

/**
 * The 300 table has two age groups per sex (under 21, 21 and over) where the 120 table has four
 * (under 21, 21-40, 41-60, over 60). Pooling the 120 groups with equal weights gives under-21s a
 * quarter of each sex, so the 300 groups are weighted 1 and 3 to pool the same population.
 */
const johnson300Rows: readonly WeightedNormRow[] = [
  { group: 'menUnder21', weight: 1, values: johnson300Table.menUnder21 },
  { group: 'menOver20', weight: 3, values: johnson300Table.menOver20 },
  { group: 'womenUnder21', weight: 1, values: johnson300Table.womenUnder21 },
  { group: 'womenOver20', weight: 3, values: johnson300Table.womenOver20 },
];

/** The product's 8 facet items: Johnson's 4 IPIP-NEO-120 items and 4 more of the IPIP-NEO-300. */
const addedItemsPerFacet = itemsPerFacet - johnson120ItemsPerFacet;
/** Items of an IPIP-NEO-300 facet that are not Johnson's 4 (the product uses 4 of these 6). */
const nonJohnsonItemsPerFacet = johnson300ItemsPerFacet - johnson120ItemsPerFacet;
/** The tables sum 1..5 answers; the product scores 0..4, one point less per item. */
const tableAnswerOffset = 1;

function johnson300FacetNorm(facet: Facet): ScaleNorm {
  const columns = facetColumns(facet);
  return pooledNorm(johnson300Rows, columns.mean, columns.sd);
}

/**
 * The blended mean of the product's 8-item facet on 0..4 answers: Johnson's 4 items at their
 * 120-table item mean, and the 4 added items at the mean of the 6 IPIP-NEO-300 items that are not
 * Johnson's (the 10-item mean less Johnson's 4 items' contribution). The product uses 4 of those
 * 6, taken to average like all 6: the tables give no item means.
 */
function blendedFacetMean(facet: Facet): number {
  const four = johnson120FacetNorm(facet);
  const ten = johnson300FacetNorm(facet);
  const johnsonItemMean = four.mean / johnson120ItemsPerFacet;
  const nonJohnsonItemMean = (ten.mean - four.mean) / nonJohnsonItemsPerFacet;
  const itemMeanSum =
    johnson120ItemsPerFacet * johnsonItemMean + addedItemsPerFacet * nonJohnsonItemMean;
  return itemMeanSum - itemsPerFacet * tableAnswerOffset;
}

/** Spearman-Brown factor of an SD when a scale of reliability `alpha` is lengthened by `factor`. */
function lengthenedSdRatio(alpha: number, factor: number): number {
  const interItemCorrelation =
    alpha / (johnson300ItemsPerFacet - (johnson300ItemsPerFacet - 1) * alpha);
  const items = johnson300ItemsPerFacet * factor;
  return Math.sqrt(
    (items * (1 + (items - 1) * interItemCorrelation)) /
      (johnson300ItemsPerFacet * (1 + (johnson300ItemsPerFacet - 1) * interItemCorrelation)),
  );
}

const eightOfTen = itemsPerFacet / johnson300ItemsPerFacet;

/**
 * The SD of the 8-item facet: the 300 table's 10-item SD (a sample that answered all 8 of the
 * product's items) shortened to 8 items by Spearman-Brown. Not the 120 table's 4-item SD
 * lengthened: that step is twice as long and, as the 300 table shows, overestimates (review §4.2).
 */
function blendedFacetSd(facet: Facet): number {
  return johnson300FacetNorm(facet).sd * lengthenedSdRatio(ipipNeo300FacetAlpha, eightOfTen);
}

/**
 * The correlation between two 8-item facets of a domain: the one that makes the 300 table's
 * 10-item facet SDs add up to its 60-item domain SD, disattenuated with the 10-item alpha and
 * attenuated again with the 8-item one.
 */
function blendedInterFacetCorrelation(domain: Domain): number {
  const columns = domainColumns(domain);
  const published = pooledNorm(johnson300Rows, columns.mean, columns.sd);
  const implied = impliedInterFacetCorrelation(
    published.sd,
    facetsByDomain[domain].map((facet) => johnson300FacetNorm(facet).sd),
  );
  return (implied * spearmanBrown(ipipNeo300FacetAlpha, eightOfTen)) / ipipNeo300FacetAlpha;
}

/**
 * The norms of new results: Johnson's IPIP-NEO-120 and IPIP-NEO-300 tables blended for the
 * product's items (psychometric review 2026-11, §4.2). Provisional: an English-language internet
 * sample, adapted arithmetically, until the product has norms of its own per language.
 */
export const johnsonBlendNorms: NormSet = {
  version: 'johnson-120-300-blend/1',
  source:
    "Johnson's IPIP-NEO-120 and IPIP-NEO-300 norms blended for the product's 8-item facets: " +
    'Johnson items at their 120-table means, added items at the 300-table means of the other ' +
    'items, SDs from the 300 table shortened to 8 items (docs/decisions.md, Norms johnson-120-300-blend/1)',
  provisional: true,
  scales: scaleNormsFromFacets(
    new Map(
      facets.map((facet) => [facet, { mean: blendedFacetMean(facet), sd: blendedFacetSd(facet) }]),
    ),
    Object.fromEntries(
      domains.map((domain) => [domain, blendedInterFacetCorrelation(domain)]),
    ) as Record<Domain, number>,
  ),
};
