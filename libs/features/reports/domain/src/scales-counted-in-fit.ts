import { domains, facets, facetsOfScale, scales, type Scale } from '@facet/assessment-domain';
import type { ProfileRanges } from './profile-ranges';

/**
 * Why a scale the profile sets is left out of its fit:
 * - `facets_set`: the profile sets facets the scale sums (a domain, or PEN E or N, with some of
 *   its facets set); the facets carry the detail.
 * - `domain_set`: PEN E or N beside the domain it copies; the same score counts once, by its domain.
 * - `sources_counted`: PEN P beside a counted scale it shares answers with (one of its six A and C
 *   facets, or the agreeableness or perseverance domain).
 */
export const leftOutReasons = ['facets_set', 'domain_set', 'sources_counted'] as const;
export type LeftOutReason = (typeof leftOutReasons)[number];

export interface LeftOutOfFit {
  scale: Scale;
  reason: LeftOutReason;
  /** The profile's counted scales that already hold this scale's answers, in catalogue order. */
  countedIn: Scale[];
}

/**
 * Of two set scales that share answers, the one earlier here counts and the other is left out
 * (decision D49, psychometric review F11): facets first, since they carry the detail; a domain
 * where none of its facets is set; PEN E and N, copies of their domains, only alone; PEN P last,
 * being an estimate without validity evidence of its own.
 */
export const fitPrecedence: readonly Scale[] = [
  ...facets,
  ...domains,
  'pen_extraversion',
  'pen_neuroticism',
  'pen_psychoticism',
];

const sharesAnswers = (a: Scale, b: Scale) =>
  facetsOfScale(a).some((facet) => facetsOfScale(b).includes(facet));

const isFacet = (scale: Scale) => (facets as readonly Scale[]).includes(scale);

function reasonOf(scale: Scale, countedIn: readonly Scale[]): LeftOutReason {
  if (scale === 'pen_psychoticism') return 'sources_counted';
  return countedIn.every(isFacet) ? 'facets_set' : 'domain_set';
}

/**
 * The scales a profile sets that its fit leaves out, so that no answer counts twice: taken in
 * `fitPrecedence` order, a set scale counts unless it shares answers with one already counted.
 * Every scale left out shares answers with a counted one, so no trait the profile sets drops out
 * of the fit. In catalogue order.
 */
export function leftOutOfFit(ranges: ProfileRanges): LeftOutOfFit[] {
  const counted: Scale[] = [];
  const leftOut = new Map<Scale, LeftOutOfFit>();
  for (const scale of fitPrecedence) {
    if (ranges[scale] === undefined) continue;
    const countedIn = counted.filter((other) => sharesAnswers(scale, other));
    if (countedIn.length === 0) {
      counted.push(scale);
      continue;
    }
    const inCatalogueOrder = scales.filter((other) => countedIn.includes(other));
    leftOut.set(scale, { scale, reason: reasonOf(scale, countedIn), countedIn: inCatalogueOrder });
  }
  return scales.flatMap((scale) => leftOut.get(scale) ?? []);
}
