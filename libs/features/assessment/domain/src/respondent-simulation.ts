/**
 * A simulated population of respondents, the yardstick every protocol-validity threshold is chosen
 * on (issue 35; the model follows the outside psychometric review, §3.1, and is recorded with its
 * diagnostics in docs/decisions.md, "Respondent simulation"). Not part of the shipped API: it is
 * exported from the `testing` entry for the calibration bench, the instrument report's tests and
 * the validity tests.
 *
 * Attentive respondents answer by a graded (ordinal-probit) model: five correlated domains, thirty
 * facets loading on their domain, items with the bank's real keys and moderate slopes, thresholds
 * calibrated so that every facet's mean and SD match the current norms, and person response styles
 * (acquiescence, extremity). The careless classes replace some or all of those answers.
 */
import type { Item } from './item';
import { items as presentationOrder, itemsPerPage, totalPages } from './item-bank';
import { currentNorms } from './norm-registry';
import type { PageTimings } from './protocol-validity';
import { answerScale, domains, facets, facetsByDomain, type Answer, type Domain } from './scales';
import type { AnswerSet } from './scoring';
import { seededRandom } from './seeded-random';

/** What a model assumes; every figure is in docs/decisions.md with its source. */
export interface SimulationModel {
  readonly name: string;
  /** Correlations of the five domains, in `domains` order (assumed; review §3.1). */
  readonly domainCorrelations: readonly (readonly number[])[];
  /** Loading of each facet on its domain, before a per-facet jitter of ±`loadingJitter`. */
  readonly facetLoadings: Readonly<Record<Domain, number>>;
  readonly loadingJitter: number;
  /** Item slopes on the probit scale, drawn uniformly in this range. */
  readonly slopeRange: readonly [low: number, high: number];
  /** SD of each item's difficulty around its facet's. */
  readonly difficultyJitter: number;
  /** SD of a person's acquiescence on the latent scale (shift towards "agree" on every item). */
  readonly acquiescenceSd: number;
  /** SD of the log of a person's threshold scale (below 0: extreme answers; above: middling). */
  readonly extremitySdLog: number;
}

const assumedDomainCorrelations = [
  // N      E      O      A      C
  [1, -0.25, -0.05, -0.2, -0.35],
  [-0.25, 1, 0.25, 0.15, 0.2],
  [-0.05, 0.25, 1, 0.1, 0.05],
  [-0.2, 0.15, 0.1, 1, 0.25],
  [-0.35, 0.2, 0.05, 0.25, 1],
] as const;

/**
 * λ² is the norms' implied 8-item inter-facet correlation disattenuated by the facet reliability
 * .762 (review §3.1): N .49, E .40, O .29, A .34, C .42.
 */
const impliedFacetLoadings: Readonly<Record<Domain, number>> = {
  neuroticism_x_emotional_stability: 0.8,
  extraversion: 0.72,
  openness_to_experience: 0.62,
  agreeableness_or_amiability: 0.67,
  perseverance_or_responsibility: 0.74,
};

export const baseSimulationModel: SimulationModel = {
  name: 'base',
  domainCorrelations: assumedDomainCorrelations,
  facetLoadings: impliedFacetLoadings,
  loadingJitter: 0.08,
  slopeRange: [0.55, 0.95],
  difficultyJitter: 0.35,
  acquiescenceSd: 0.2,
  extremitySdLog: 0.2,
};

/** The variants every threshold must also hold under, so none is tuned to one model. */
export const simulationModelVariants: readonly SimulationModel[] = [
  baseSimulationModel,
  { ...baseSimulationModel, name: 'weaker items', slopeRange: [0.45, 0.8], difficultyJitter: 0.4 },
  { ...baseSimulationModel, name: 'stronger styles', acquiescenceSd: 0.35, extremitySdLog: 0.35 },
  { ...baseSimulationModel, name: 'no styles', acquiescenceSd: 0, extremitySdLog: 0 },
];

export const respondentClasses = [
  'attentive',
  'uniform_random',
  'all_one_answer',
  'runs',
  'random_after_120',
  'random_after_180',
  'acquiescent_half_sd',
  'acquiescent_one_sd',
  'content_free_yes_sayer',
] as const;
export type RespondentClass = (typeof respondentClasses)[number];

export interface SimulatedRespondent {
  readonly respondentClass: RespondentClass;
  /** The person's five domain levels (z), in `domains` order; zeros for content-free classes. */
  readonly domainLevels: readonly number[];
  readonly answers: AnswerSet;
  /** Present when a reading speed was asked for. */
  readonly timings?: PageTimings;
}

export interface PopulationRequest {
  readonly respondentClass: RespondentClass;
  readonly count: number;
  readonly seed: number;
  readonly model?: SimulationModel;
  /** Median seconds per item of the population; without it no page times are made. */
  readonly medianSecondsPerItem?: number;
  /**
   * How much people's own median speeds vary around it (SD of the log). Readers differ
   * (`readingSpeedSdLog`); 0 makes every person answer at the given speed, pages still varying.
   */
  readonly personSpeedSdLog?: number;
  /** The presentation order the answers were given in (the bank's current order by default). */
  readonly order?: readonly Item[];
}

/** A reader's median speed: lognormal with this SD of the log; page-to-page variation on top. */
export const readingSpeedSdLog = 0.4;
const pageSpeedSdLog = 0.25;
/** Three of the four thresholds' base positions, symmetric, on the probit scale. */
const baseThresholds = [-1.5, -0.5, 0.5, 1.5] as const;
const calibrationPeople = 3000;
const calibrationRounds = 8;

function normalFrom(random: () => number): () => number {
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    const u = Math.max(random(), Number.EPSILON);
    const v = random();
    const radius = Math.sqrt(-2 * Math.log(u));
    spare = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  };
}

function choleskyOf(matrix: readonly (readonly number[])[]): number[][] {
  const size = matrix.length;
  const lower = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column <= row; column += 1) {
      let sum = matrix[row]![column]!;
      for (let k = 0; k < column; k += 1) sum -= lower[row]![k]! * lower[column]![k]!;
      lower[row]![column] = row === column ? Math.sqrt(sum) : sum / lower[column]![column]!;
    }
  }
  return lower;
}

const facetIndex = new Map(facets.map((facet, index) => [facet, index]));
const domainOfFacet = facets.map((facet) =>
  domains.findIndex((domain) => (facetsByDomain[domain] as readonly string[]).includes(facet)),
);

/** One model's fixed item and facet parameters, calibrated to the norms. */
interface CalibratedModel {
  readonly model: SimulationModel;
  readonly cholesky: number[][];
  readonly loadings: Float64Array;
  /** Per item of `presentationOrder`-independent bank order (`bankItems`). */
  readonly slopes: Float64Array;
  readonly difficulties: Float64Array;
  readonly facetOffsets: Float64Array;
  readonly facetThresholdScales: Float64Array;
}

const bankItems: readonly Item[] = [...presentationOrder].sort((a, b) => a.id.localeCompare(b.id));
const bankFacet = Int32Array.from(bankItems, (item) => facetIndex.get(item.facet)!);
const bankSign = Int8Array.from(bankItems, (item) => (item.keyed === 'plus' ? 1 : -1));

interface Person {
  domainLevels: number[];
  facetLevels: Float64Array;
  acquiescence: number;
  thresholdScale: number;
}

function drawPerson(calibrated: CalibratedModel, normal: () => number): Person {
  const { model, cholesky, loadings } = calibrated;
  const independent = domains.map(() => normal());
  const domainLevels = cholesky.map((row) =>
    row.reduce((sum, weight, index) => sum + weight * independent[index]!, 0),
  );
  const facetLevels = new Float64Array(facets.length);
  for (let facet = 0; facet < facets.length; facet += 1) {
    const loading = loadings[facet]!;
    facetLevels[facet] =
      loading * domainLevels[domainOfFacet[facet]!]! + Math.sqrt(1 - loading * loading) * normal();
  }
  return {
    domainLevels,
    facetLevels,
    acquiescence: model.acquiescenceSd * normal(),
    thresholdScale: Math.exp(model.extremitySdLog * normal()),
  };
}

/** Answer positions 0..4 by bank item, given a person and an extra agreement shift. */
function answerPositions(
  calibrated: CalibratedModel,
  person: Person,
  normal: () => number,
  extraAgreement = 0,
): Uint8Array {
  const positions = new Uint8Array(bankItems.length);
  for (let item = 0; item < bankItems.length; item += 1) {
    const facet = bankFacet[item]!;
    const keyedLatent =
      calibrated.slopes[item]! * person.facetLevels[facet]! +
      calibrated.facetOffsets[facet]! +
      calibrated.difficulties[item]! +
      normal();
    const agreement = bankSign[item]! * keyedLatent + person.acquiescence + extraAgreement;
    const scale = calibrated.facetThresholdScales[facet]! * person.thresholdScale;
    let position = 0;
    for (const threshold of baseThresholds) if (agreement > threshold * scale) position += 1;
    positions[item] = position;
  }
  return positions;
}

function keyedFacetScores(positions: Uint8Array): Float64Array {
  const scores = new Float64Array(facets.length);
  for (let item = 0; item < bankItems.length; item += 1) {
    const position = positions[item]!;
    const facet = bankFacet[item]!;
    scores[facet] = scores[facet]! + (bankSign[item]! > 0 ? position : 4 - position);
  }
  return scores;
}

function calibrate(model: SimulationModel): CalibratedModel {
  const random = seededRandom(0x5eed);
  const normal = normalFrom(random);
  const loadings = Float64Array.from(facets, (_, index) => {
    const jitter = (random() * 2 - 1) * model.loadingJitter;
    return Math.min(0.95, model.facetLoadings[domains[domainOfFacet[index]!]!] + jitter);
  });
  const [slopeLow, slopeHigh] = model.slopeRange;
  const calibrated: CalibratedModel = {
    model,
    cholesky: choleskyOf(model.domainCorrelations),
    loadings,
    slopes: Float64Array.from(bankItems, () => slopeLow + random() * (slopeHigh - slopeLow)),
    difficulties: Float64Array.from(bankItems, () => model.difficultyJitter * normal()),
    facetOffsets: new Float64Array(facets.length),
    facetThresholdScales: new Float64Array(facets.length).fill(1),
  };
  // Moves each facet's offset and threshold spread until its raw mean and SD meet the norms'.
  for (let round = 0; round < calibrationRounds; round += 1) {
    const sums = new Float64Array(facets.length);
    const squares = new Float64Array(facets.length);
    for (let person = 0; person < calibrationPeople; person += 1) {
      const scores = keyedFacetScores(
        answerPositions(calibrated, drawPerson(calibrated, normal), normal),
      );
      for (let facet = 0; facet < facets.length; facet += 1) {
        sums[facet] = sums[facet]! + scores[facet]!;
        squares[facet] = squares[facet]! + scores[facet]! ** 2;
      }
    }
    facets.forEach((facet, index) => {
      const mean = sums[index]! / calibrationPeople;
      const sd = Math.sqrt(squares[index]! / calibrationPeople - mean * mean);
      const norm = currentNorms.scales[facet];
      const scale = calibrated.facetThresholdScales[index]!;
      calibrated.facetOffsets[index] =
        calibrated.facetOffsets[index]! + ((norm.mean - mean) / 8 / 0.9) * scale;
      calibrated.facetThresholdScales[index] = Math.min(
        3,
        Math.max(0.3, scale * (sd / norm.sd) ** 1.2),
      );
    });
  }
  return calibrated;
}

const calibratedModels = new Map<string, CalibratedModel>();

function calibratedModelOf(model: SimulationModel): CalibratedModel {
  let calibrated = calibratedModels.get(model.name);
  if (!calibrated) {
    calibrated = calibrate(model);
    calibratedModels.set(model.name, calibrated);
  }
  return calibrated;
}

function pageTimings(
  medianSecondsPerItem: number,
  personSpeedSdLog: number,
  normal: () => number,
): PageTimings {
  const personMedian = medianSecondsPerItem * Math.exp(personSpeedSdLog * normal());
  const firstSavedAtByPage: Record<number, number> = {};
  let at = 0;
  for (let page = 1; page <= totalPages; page += 1) {
    const secondsPerItem = personMedian * Math.exp(pageSpeedSdLog * normal());
    at += Math.round(secondsPerItem * itemsPerPage * 1000);
    firstSavedAtByPage[page] = at;
  }
  return { startedAt: 0, firstSavedAtByPage };
}

const randomPosition = (random: () => number) => Math.floor(random() * answerScale.length);

/** Whole protocol answered in runs of one answer, 10 to 20 items long. */
function runPositions(random: () => number, count: number): number[] {
  const positions: number[] = [];
  while (positions.length < count) {
    const answer = randomPosition(random);
    const length = 10 + Math.floor(random() * 11);
    for (let index = 0; index < length && positions.length < count; index += 1) {
      positions.push(answer);
    }
  }
  return positions;
}

const bankIndexById = new Map(bankItems.map((item, index) => [item.id, index]));

/** The simulated population of one class: deterministic for a seed, model and order. */
export function simulatePopulation(request: PopulationRequest): SimulatedRespondent[] {
  const model = request.model ?? baseSimulationModel;
  const order = request.order ?? presentationOrder;
  const calibrated = calibratedModelOf(model);
  const random = seededRandom(request.seed);
  const normal = normalFrom(random);
  const contentFree = ['uniform_random', 'all_one_answer', 'runs', 'content_free_yes_sayer'];
  const respondents: SimulatedRespondent[] = [];
  for (let index = 0; index < request.count; index += 1) {
    const person = drawPerson(calibrated, normal);
    // The acquiescent classes' shift is in SDs of the item's latent response (the probit's unit
    // residual), as in the review's model: +1.0 is about 1.3 trait SD at the mean slope.
    const extraAgreement =
      request.respondentClass === 'acquiescent_half_sd'
        ? 0.5
        : request.respondentClass === 'acquiescent_one_sd'
          ? 1
          : 0;
    const attentive = answerPositions(calibrated, person, normal, extraAgreement);
    const oneAnswer = index % answerScale.length;
    const runs =
      request.respondentClass === 'runs' ? runPositions(random, order.length) : undefined;
    const randomFrom =
      request.respondentClass === 'random_after_120'
        ? 120
        : request.respondentClass === 'random_after_180'
          ? 180
          : request.respondentClass === 'uniform_random'
            ? 0
            : order.length;
    const answers: Record<string, Answer> = {};
    order.forEach((item, position) => {
      let answerIndex: number;
      switch (request.respondentClass) {
        case 'all_one_answer':
          answerIndex = oneAnswer;
          break;
        case 'runs':
          answerIndex = runs![position]!;
          break;
        case 'content_free_yes_sayer':
          answerIndex = 3 + Math.floor(random() * 2);
          break;
        default:
          answerIndex =
            position >= randomFrom
              ? randomPosition(random)
              : attentive[bankIndexById.get(item.id)!]!;
      }
      answers[item.id] = answerScale[answerIndex]!;
    });
    respondents.push({
      respondentClass: request.respondentClass,
      domainLevels: contentFree.includes(request.respondentClass)
        ? domains.map(() => 0)
        : person.domainLevels,
      answers,
      ...(request.medianSecondsPerItem === undefined
        ? {}
        : {
            timings: pageTimings(
              request.medianSecondsPerItem,
              request.personSpeedSdLog ?? readingSpeedSdLog,
              normal,
            ),
          }),
    });
  }
  return respondents;
}
