import { items, itemsPerPage, totalPages } from './item-bank';
import type { Item } from './item';
import { answerScale, maxAnswerValue, type Answer } from './scales';
import type { AnswerSet } from './scoring';

/**
 * Whether a protocol (one person's 240 answers) can be read as a description of that person
 * (issues 19 and 35). Every threshold is named here; each was chosen on the respondent simulation
 * (respondent-simulation.ts, `npm run bench validity-calibration`) and is recorded with its source
 * and the figure that chose it in docs/decisions.md D47.
 */

export const validityStatuses = ['valid', 'questionable', 'invalid'] as const;
export type ValidityStatus = (typeof validityStatuses)[number];

export const validityFlags = [
  'longstring',
  // Raised only by the first rules (D20), on 27 semantic pairs; kept for the results they checked.
  'antonym_inconsistency',
  'low_individual_reliability',
  'acquiescence',
  'disacquiescence',
  'too_fast',
  'not_checked',
] as const;
export type ValidityFlag = (typeof validityFlags)[number];

/**
 * Which rules computed a result's indices: results finished under the first rules (D20) keep
 * their stored status, flags and indices; only the indices of the current rules are read again
 * (the instrument report).
 */
export const validityRulesVersion = 'protocol-validity/2';

/**
 * Longest acceptable run of one answer, per answer, in presentation order; a longer run is
 * flagged. Chosen on the respondent simulation (docs/decisions.md D47): the 99.9th percentile of
 * attentive respondents' longest run of each answer, the highest of the four model variants, in
 * the balanced page order of ipip-neo-240/3; long, conservative limits, as the NEO PI-R manual's.
 */
export const longstringCutoffs: Readonly<Record<Answer, number>> = {
  strongly_disagree: 11,
  disagree: 8,
  neutral: 12,
  agree: 8,
  strongly_agree: 10,
};

/**
 * Answer consistency (a person's own reliability): the correlation, across every pair of items of
 * one facet (840 pairs; opposite-keyed pairs are the psychometric antonyms, same-keyed pairs the
 * synonyms), of the two items' keyed scores. A careful person gives both items of a pair similar
 * keyed scores, so it is clearly positive; a random protocol's is near 0 (after Johnson 2005's
 * even-odd and antonym indices and Curran 2016). It is computed over all pairs (the index) and
 * again over the pairs reaching into the second half and into the last quarter, so that
 * carelessness that begins part-way through is not averaged away.
 */
export const consistencySections = [
  { name: 'whole', fromItem: 0 },
  { name: 'secondHalf', fromItem: 120 },
  { name: 'lastQuarter', fromItem: 180 },
] as const;
export type ConsistencySection = (typeof consistencySections)[number]['name'];

/**
 * Whole-protocol consistency below this is flagged (D47: 0.2 % of attentive people in the base
 * model, 1.8 % with weaker items; 97 % of random protocols).
 */
export const minimumConsistency = 0.065;

/**
 * The later sections' consistency below this is flagged: a protocol that turns careless after
 * item 120 or 180 (D47: with the whole-protocol flag, 84 % of random-after-120 protocols).
 */
export const minimumLateConsistency = 0.035;

/**
 * Whole-protocol consistency below this makes the protocol invalid on its own (D47: 0.1-0.5 % of
 * attentive people, 86 % of random protocols).
 */
export const invalidConsistency = 0.035;

/**
 * Balanced-pair acquiescence: the mean over facets of (mean answer to its plus-keyed items + mean
 * answer to its minus-keyed items) / 2, less the scale's midpoint. Answering by content puts a
 * statement and its opposites on either side of the midpoint, so it stays near 0 whatever the
 * traits; agreeing with both raises it. At or beyond ±this it is flagged (D47).
 */
export const acquiescenceLimit = 0.65;

/**
 * A page answered faster than this many seconds per item is too fast to have been read. Huang
 * et al. (2012) proposed 2 s for survey items; the product's statements are three to eight
 * words, and on the simulation 2 s flags about 1 attentive person in 10 at a 4 s median (D47).
 */
export const minimumSecondsPerItem = 1.5;

/** This many pages (a quarter of the 12) answered too fast raise the speed flag. */
export const fastPagesForFlag = 3;

/** Half the pages answered too fast make the protocol invalid on their own. */
export const fastPagesForInvalid = 6;

/**
 * Status from the flags, a multiple-hurdle rule after Curran (2016): no single index beyond its
 * flag cut-off condemns a protocol, since each also flags some careful people; two flags together
 * make it invalid, one makes it questionable.
 */
export const flagsForInvalid = 2;

/**
 * A run of one answer this long (a whole page's worth) is straight-lining beyond doubt and makes
 * the protocol invalid on its own.
 */
export const invalidRunLength = itemsPerPage;

export interface ValidityIndices {
  /** The rules that computed these indices (`validityRulesVersion`). */
  rules: typeof validityRulesVersion;
  /** The longest run of one answer in presentation order, and that answer. */
  longestRun: { answer: Answer; length: number };
  /** Answer consistency of each section; null when the keyed scores of a section are constant. */
  consistencyBySection: Record<ConsistencySection, number | null>;
  /** The whole protocol's answer consistency (`consistencyBySection.whole`). */
  consistency: number | null;
  /** Balanced-pair acquiescence, -2..2 (0: agreeing and disagreeing by content). */
  acquiescence: number;
  /** Seconds per item on each page 1..12 (index 0 is page 1); null without save times. */
  secondsPerItemByPage: (number | null)[] | null;
  /** Pages answered faster than the limit; null without save times. */
  fastPages: number | null;
}

export interface ProtocolValidity {
  status: ValidityStatus;
  flags: ValidityFlag[];
  /**
   * Null only for a result finished before validity was computed. A result finished under the
   * first rules (before `validityRulesVersion`) stores indices of another shape, with no `rules`.
   */
  indices: ValidityIndices | null;
}

/**
 * The validity of a result finished before it was computed: unknown, so it is read with the
 * caution of a questionable protocol rather than as valid.
 */
export const uncheckedValidity: ProtocolValidity = {
  status: 'questionable',
  flags: ['not_checked'],
  indices: null,
};

/** When the protocol's pages were answered: epoch milliseconds. */
export interface PageTimings {
  /** When answering could begin (consent), the start of the first page's time. */
  startedAt: number;
  /** Page number 1..12 -> first time any answer of that page was saved. */
  firstSavedAtByPage: Readonly<Record<number, number>>;
}

const answerPositions = new Map<string, number>(
  answerScale.map((answer, index) => [answer, index]),
);

function positionOf(answers: AnswerSet, itemId: string): number {
  const position = answerPositions.get(answers[itemId] ?? '');
  if (position === undefined) throw new Error(`No answer on the scale for item ${itemId}`);
  return position;
}

const roundTo2 = (value: number) => Math.round(value * 100) / 100;

function longestRunOf(positions: readonly number[]): { answer: Answer; length: number } {
  let best = { position: positions[0] ?? 0, length: 0 };
  let current = { position: -1, length: 0 };
  for (const position of positions) {
    current =
      position === current.position
        ? { position, length: current.length + 1 }
        : { position, length: 1 };
    if (current.length > best.length) best = current;
  }
  return { answer: answerScale[best.position] ?? 'neutral', length: best.length };
}

function exceedsLongstringCutoff(positions: readonly number[]): boolean {
  let runPosition = -1;
  let runLength = 0;
  for (const position of positions) {
    runLength = position === runPosition ? runLength + 1 : 1;
    runPosition = position;
    if (runLength > longstringCutoffs[answerScale[position]!]) return true;
  }
  return false;
}

/** The pairs of positions (in one order) of items of one facet, for each consistency section. */
type SectionPairs = Record<ConsistencySection, Int16Array>;

const sectionPairsByOrder = new WeakMap<readonly Item[], SectionPairs>();

function sectionPairsOf(order: readonly Item[]): SectionPairs {
  let sectionPairs = sectionPairsByOrder.get(order);
  if (!sectionPairs) {
    const pairs: [number, number][] = [];
    order.forEach((item, first) => {
      for (let second = first + 1; second < order.length; second += 1) {
        if (order[second]!.facet === item.facet) pairs.push([first, second]);
      }
    });
    const built = Object.fromEntries(
      consistencySections.map(({ name, fromItem }) => [
        name,
        Int16Array.from(pairs.filter(([, second]) => second >= fromItem).flat()),
      ]),
    ) as SectionPairs;
    sectionPairsByOrder.set(order, built);
    sectionPairs = built;
  }
  return sectionPairs;
}

/** Correlation of the first and second keyed scores over flat [first, second, ...] pairs. */
function pairCorrelation(keyed: Float64Array, pairs: Int16Array): number | null {
  const count = pairs.length / 2;
  let sumX = 0;
  let sumY = 0;
  for (let index = 0; index < pairs.length; index += 2) {
    sumX += keyed[pairs[index]!]!;
    sumY += keyed[pairs[index + 1]!]!;
  }
  const meanX = sumX / count;
  const meanY = sumY / count;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let index = 0; index < pairs.length; index += 2) {
    const dx = keyed[pairs[index]!]! - meanX;
    const dy = keyed[pairs[index + 1]!]! - meanY;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  }
  if (varianceX === 0 || varianceY === 0) return null;
  return covariance / Math.sqrt(varianceX * varianceY);
}

function acquiescenceOf(order: readonly Item[], positions: readonly number[]): number {
  const sums = new Map<
    string,
    { plus: number; plusCount: number; minus: number; minusCount: number }
  >();
  order.forEach((item, index) => {
    const sum = sums.get(item.facet) ?? { plus: 0, plusCount: 0, minus: 0, minusCount: 0 };
    if (item.keyed === 'plus') {
      sum.plus += positions[index]!;
      sum.plusCount += 1;
    } else {
      sum.minus += positions[index]!;
      sum.minusCount += 1;
    }
    sums.set(item.facet, sum);
  });
  const midpoint = maxAnswerValue / 2;
  let total = 0;
  for (const { plus, plusCount, minus, minusCount } of sums.values()) {
    total += (plus / plusCount + minus / minusCount) / 2 - midpoint;
  }
  return total / sums.size;
}

/**
 * Seconds per item of each page. Pages first saved at the same moment (one request) share the
 * time since the previous save; the first save's time runs from the start.
 */
function secondsPerItemByPage(timings: PageTimings): (number | null)[] {
  const saveTimes = [...new Set(Object.values(timings.firstSavedAtByPage))].sort((a, b) => a - b);
  return Array.from({ length: totalPages }, (_, index) => {
    const savedAt = timings.firstSavedAtByPage[index + 1];
    if (savedAt === undefined) return null;
    const previous = saveTimes.filter((time) => time < savedAt).at(-1) ?? timings.startedAt;
    const pagesSavedTogether = Object.values(timings.firstSavedAtByPage).filter(
      (time) => time === savedAt,
    ).length;
    return roundTo2((savedAt - previous) / 1000 / (pagesSavedTogether * itemsPerPage));
  });
}

/** The unrounded consistencies the cut-offs apply to: the whole protocol's and the later sections' lowest. */
interface Consistencies {
  whole: number | null;
  late: number | null;
}

function isInvalidOnItsOwn(indices: ValidityIndices, consistencies: Consistencies): boolean {
  return (
    indices.longestRun.length >= invalidRunLength ||
    (consistencies.whole !== null && consistencies.whole < invalidConsistency) ||
    (indices.fastPages !== null && indices.fastPages >= fastPagesForInvalid)
  );
}

function flagsOf(
  indices: ValidityIndices,
  consistencies: Consistencies,
  positions: readonly number[],
): ValidityFlag[] {
  const flags: ValidityFlag[] = [];
  if (exceedsLongstringCutoff(positions)) flags.push('longstring');
  if (
    (consistencies.whole !== null && consistencies.whole < minimumConsistency) ||
    (consistencies.late !== null && consistencies.late < minimumLateConsistency)
  ) {
    flags.push('low_individual_reliability');
  }
  if (indices.acquiescence >= acquiescenceLimit) flags.push('acquiescence');
  if (indices.acquiescence <= -acquiescenceLimit) flags.push('disacquiescence');
  if (indices.fastPages !== null && indices.fastPages >= fastPagesForFlag) flags.push('too_fast');
  return flags;
}

/**
 * The validity indices, flags and status of a complete protocol (every item answered on the
 * scale; throws otherwise), read in the order it was presented in (the current order unless the
 * attempt began in an earlier one). Without timings the speed index is not computed.
 */
export function protocolValidity(
  answers: AnswerSet,
  timings?: PageTimings,
  order: readonly Item[] = items,
): ProtocolValidity & { indices: ValidityIndices } {
  const positions = order.map((item) => positionOf(answers, item.id));
  const keyed = Float64Array.from(order, (item, index) =>
    item.keyed === 'plus' ? positions[index]! : maxAnswerValue - positions[index]!,
  );
  const sectionPairs = sectionPairsOf(order);
  const consistencyBySection = Object.fromEntries(
    consistencySections.map(({ name }) => [name, pairCorrelation(keyed, sectionPairs[name])]),
  ) as Record<ConsistencySection, number | null>;
  const lateSections = [consistencyBySection.secondHalf, consistencyBySection.lastQuarter].filter(
    (value) => value !== null,
  );
  const consistencies: Consistencies = {
    whole: consistencyBySection.whole,
    late: lateSections.length === 0 ? null : Math.min(...lateSections),
  };
  const pageSpeeds = timings ? secondsPerItemByPage(timings) : null;
  const indices: ValidityIndices = {
    rules: validityRulesVersion,
    longestRun: longestRunOf(positions),
    consistencyBySection: Object.fromEntries(
      Object.entries(consistencyBySection).map(([name, value]) => [
        name,
        value === null ? null : roundTo2(value),
      ]),
    ) as Record<ConsistencySection, number | null>,
    consistency: consistencies.whole === null ? null : roundTo2(consistencies.whole),
    acquiescence: roundTo2(acquiescenceOf(order, positions)),
    secondsPerItemByPage: pageSpeeds,
    fastPages: pageSpeeds
      ? pageSpeeds.filter((seconds) => seconds !== null && seconds < minimumSecondsPerItem).length
      : null,
  };
  const flags = flagsOf(indices, consistencies, positions);
  const status: ValidityStatus =
    isInvalidOnItsOwn(indices, consistencies) || flags.length >= flagsForInvalid
      ? 'invalid'
      : flags.length > 0
        ? 'questionable'
        : 'valid';
  return { status, flags, indices };
}
