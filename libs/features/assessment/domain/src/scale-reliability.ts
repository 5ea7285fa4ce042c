import type { Item } from './item';
import { items } from './item-bank';
import { answerScale, domains, facets, maxAnswerValue, type Domain, type Facet } from './scales';
import type { AnswerSet } from './scoring';

/**
 * Internal consistency of the scales over a set of protocols, as a technical manual states it:
 * Cronbach's alpha of every facet and domain (over its items) and each item's corrected
 * item-total correlation (with the rest of its facet). Used by the instrument report on stored
 * results and by the respondent simulation's own diagnostics.
 */
export interface ScaleReliability {
  readonly facetAlpha: Readonly<Record<Facet, number | null>>;
  readonly domainAlpha: Readonly<Record<Domain, number | null>>;
  /** Item id -> corrected item-total r within its facet. */
  readonly correctedItemTotal: Readonly<Record<string, number | null>>;
}

const answerPositions = new Map<string, number>(
  answerScale.map((answer, index) => [answer, index]),
);

/** Keyed item scores 0..4 of every protocol, by item, in bank order. */
function keyedScoresByItem(protocols: readonly AnswerSet[]): Float64Array[] {
  return items.map((item) =>
    Float64Array.from(protocols, (answers) => {
      const position = answerPositions.get(answers[item.id] ?? '') ?? Number.NaN;
      return item.keyed === 'plus' ? position : maxAnswerValue - position;
    }),
  );
}

function variance(values: ArrayLike<number>): number {
  let sum = 0;
  let squares = 0;
  for (let index = 0; index < values.length; index += 1) {
    sum += values[index]!;
    squares += values[index]! ** 2;
  }
  const mean = sum / values.length;
  return squares / values.length - mean * mean;
}

export function pearsonCorrelation(xs: ArrayLike<number>, ys: ArrayLike<number>): number | null {
  const count = xs.length;
  let sumX = 0;
  let sumY = 0;
  for (let index = 0; index < count; index += 1) {
    sumX += xs[index]!;
    sumY += ys[index]!;
  }
  const meanX = sumX / count;
  const meanY = sumY / count;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let index = 0; index < count; index += 1) {
    const dx = xs[index]! - meanX;
    const dy = ys[index]! - meanY;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  }
  if (varianceX === 0 || varianceY === 0) return null;
  return covariance / Math.sqrt(varianceX * varianceY);
}

function totalsOf(columns: readonly Float64Array[], people: number): Float64Array {
  const totals = new Float64Array(people);
  for (const column of columns) {
    for (let person = 0; person < people; person += 1) {
      totals[person] = totals[person]! + column[person]!;
    }
  }
  return totals;
}

function alphaOf(columns: readonly Float64Array[], people: number): number | null {
  if (people < 2 || columns.length < 2) return null;
  const totalVariance = variance(totalsOf(columns, people));
  if (totalVariance === 0) return null;
  const itemVariance = columns.reduce((sum, column) => sum + variance(column), 0);
  return (columns.length / (columns.length - 1)) * (1 - itemVariance / totalVariance);
}

/** Alphas and item-total correlations of complete protocols (every item answered). */
export function scaleReliability(protocols: readonly AnswerSet[]): ScaleReliability {
  const people = protocols.length;
  const scores = keyedScoresByItem(protocols);
  const columnsOf = (belongs: (item: Item) => boolean) =>
    items.flatMap((item, index) => (belongs(item) ? [scores[index]!] : []));
  const correctedItemTotal: Record<string, number | null> = {};
  const facetAlpha = Object.fromEntries(
    facets.map((facet) => {
      const facetIndexes = items.flatMap((item, index) => (item.facet === facet ? [index] : []));
      const total = totalsOf(
        facetIndexes.map((index) => scores[index]!),
        people,
      );
      for (const index of facetIndexes) {
        const rest = total.map((sum, person) => sum - scores[index]![person]!);
        correctedItemTotal[items[index]!.id] =
          people < 2 ? null : pearsonCorrelation(scores[index]!, rest);
      }
      return [
        facet,
        alphaOf(
          columnsOf((item) => item.facet === facet),
          people,
        ),
      ];
    }),
  ) as Record<Facet, number | null>;
  const domainAlpha = Object.fromEntries(
    domains.map((domain) => [
      domain,
      alphaOf(
        columnsOf((item) => item.domain === domain),
        people,
      ),
    ]),
  ) as Record<Domain, number | null>;
  return { facetAlpha, domainAlpha, correctedItemTotal };
}
