import { items, itemsPerPage, totalPages } from './item-bank';
import { answerScale, facets, maxAnswerValue, type Answer } from './scales';
import type { AnswerSet } from './scoring';

/**
 * Whether a protocol (one person's 240 answers) can be read as a description of that person
 * (issue 19, psychometric review §6). Every threshold is named here and its source is recorded in
 * docs/decisions.md, "Protocol validity".
 */

export const validityStatuses = ['valid', 'questionable', 'invalid'] as const;
export type ValidityStatus = (typeof validityStatuses)[number];

export const validityFlags = [
  'longstring',
  'antonym_inconsistency',
  'low_individual_reliability',
  'acquiescence',
  'disacquiescence',
  'too_fast',
  'not_checked',
] as const;
export type ValidityFlag = (typeof validityFlags)[number];

/**
 * Longest acceptable run of one answer, per answer, in presentation order: Johnson (2005, J. Res.
 * Pers. 39, p. 115) cut-offs for the IPIP-NEO-300, adopted unchanged for the 240 items. A run
 * longer than these is flagged.
 */
export const longstringCutoffs: Readonly<Record<Answer, number>> = {
  strongly_disagree: 6,
  disagree: 4,
  neutral: 7,
  agree: 5,
  strongly_agree: 4,
};

/**
 * Opposite-keyed items of one facet that say the opposite thing (semantic antonyms, Curran 2016):
 * [plus-keyed id, minus-keyed id]. One pair per facet where the bank has a clear one; none from
 * values (O6), whose items may be replaced, competence or deliberation (no clear opposite).
 */
export const antonymPairs: readonly (readonly [plus: string, minus: string])[] = [
  ['43b03992-3f32-4ed1-a6f8-5d6d3e7ed246', '63d1d0eb-810b-4bec-a046-cd1045de615d'], // Get stressed out easily / Am relaxed most of the time
  ['d3adbc45-54f6-49f4-8162-4d1f2c410362', '41702602-08e4-4e2b-9a19-291d9efc581a'], // Warm up quickly to others / Keep others at a distance
  ['23a1034f-fab7-4887-a66e-5ef4eaafb25e', '65075f79-0618-4405-a30a-bddd2033e488'], // Love to daydream / Seldom daydream
  ['ce2fbbf8-7a97-4199-bda5-117e4ecdf3b6', '432dbde8-8756-4ff0-80d5-f47018235139'], // Trust others / Distrust people
  ['7dab2a37-8635-4fc7-86b7-0abf13c183c9', 'fc8c518e-30b7-4ccd-a7a3-bc7452b888d8'], // Get irritated easily / Rarely get irritated
  ['458f3957-2359-4077-ade1-34525d633063', '9a47184f-6046-4e68-a61b-3d9b357b86ea'], // Love large parties / Avoid crowds
  ['58d571e5-d725-4cf8-a438-32c16ee28eb6', '87c5b27e-59a8-4c48-8ba8-f5413d735693'], // Believe in the importance of art / Do not enjoy going to art museums
  ['72657d06-482e-4ef6-afdd-69cf8b4c7b11', '5a5fa975-d024-4ac8-8845-2823f957c21b'], // Stick to the rules / Cheat to get ahead
  ['cda1ca17-b599-4561-a6cd-ff9d36062d27', 'f4891687-0ff0-47af-a4f6-d1202c8f6676'], // Like to tidy up / Leave a mess in my room
  ['5e8550d7-b8ef-4905-950a-f81d735d39e2', 'd588951f-9f6f-43ac-bb56-733e3ad31ea5'], // Often feel blue / Seldom feel blue
  ['8af754f2-68e9-48f3-8c5d-2e6633d4472c', '8791f37b-686f-47c3-9db7-74c009951321'], // Take charge / Wait for others to lead the way
  ['0727def6-3d18-4221-bf38-86b58f9f3eed', '0950ed48-be00-4bfb-90a1-ca74c4afa698'], // Experience my emotions intensely / Seldom get emotional
  ['ccf3a5c8-fb50-4bd4-8e7a-22af3d657279', 'b68af20d-24f9-4c27-85cc-fe0858994888'], // Love to help others / Take no time for others
  ['73d84e5d-cbf5-47f0-b8cb-4d2159a52e32', '54423933-0ebb-44a7-bdd9-2a9b100c70f2'], // Keep my promises / Break my promises
  ['99980530-a7ff-46f3-8601-662c4536b896', 'd5f545b5-3f64-4bd6-a658-09d08b08703a'], // Am easily intimidated / Am able to stand up for myself
  ['d07b6c67-0d02-4948-a997-bb84ac234cd8', '7d93e1ca-46e8-4a30-9623-42a80c9b420c'], // Am always on the go / Like to take it easy
  ['cae55842-8957-4e3b-83b3-ceff98fb9dcf', '33b81fd0-7e32-4cd8-a13a-d5f5f754f998'], // Prefer variety to routine / Prefer to stick with things that I know
  ['8b5c52b7-4806-46e4-aeb0-c373d03cd57e', 'e2028ad3-b128-4f76-be57-398bfe2aff22'], // Can't stand confrontations / Love a good fight
  ['b7fc949b-02b6-4cb9-a3e2-dbb3d824b55f', '3890bb43-2695-4b8d-b289-ee10d11cc884'], // Work hard / Put little time and effort into my work
  ['481efd08-c810-43b1-a952-f8ac9052f96b', '9891b7ba-a494-4307-aafe-301d8db506c6'], // Go on binges / Rarely overindulge
  ['f1675af6-88bf-4376-a946-0281e762b39c', '0b9d1c26-ac35-4559-b069-3031c602e9ca'], // Seek adventure / Would never go hang gliding or bungee jumping
  ['e1e804c7-4a1d-498f-8610-f95147af9d1d', '77ab2d67-c94e-4789-bea0-4fdc25bd1f5f'], // Love to read challenging material / Avoid difficult reading material
  ['7144b66c-6309-40c3-92d7-fcab6cb1880c', '80c1d149-7050-481a-9953-aefb441642e7'], // Seldom toot my own horn / Boast about my virtues
  ['404582d1-0ff4-4c2d-8276-f5d7ed440f62', '51403620-968c-42fa-a772-65ba5ad8396f'], // Start tasks right away / Have difficulty starting tasks
  ['2f519935-92e8-48ad-9746-4a0f8b38466a', '88a3c2fe-3aa4-4f46-9322-da656332268a'], // Panic easily / Remain calm under pressure
  ['f33b5f83-35b9-4b28-b303-be2d0defd452', '588256fc-b70a-4c8d-b5ee-4bef3823760b'], // Laugh my way through life / Seldom joke around
  ['c2038c12-7a37-47a8-9983-831bd6692aab', '77f54ab4-0fba-4efb-8700-066c7490eb87'], // Feel sympathy for those who are worse off than myself / Am not interested in other people's problems
];

/**
 * An antonym correlation above this is flagged: careful respondents answer the two items of a
 * pair in opposite directions, so their correlation across pairs is strongly negative; a random
 * protocol's is near 0 (Johnson 2005; Curran 2016, who flags correlations that are not negative).
 */
export const maximumAntonymCorrelation = -0.2;

/**
 * Even-odd individual reliability (Johnson 2005: correlation of the odd-item and even-item half
 * scores across the 30 facets, Spearman-Brown corrected) below this is flagged; Jackson (1976) and
 * Johnson (2005) treat values under .30 as a sign of responding without reading.
 */
export const minimumIndividualReliability = 0.5;

/**
 * Mean answer on the 0..4 scale, regardless of key, at or beyond these is flagged: with 121 plus
 * and 119 minus items, a person who answers by content averages near 2 whatever their traits;
 * an average of "agree" (3) or "disagree" (1) means agreeing, or disagreeing, with statements and
 * their opposites alike.
 */
export const acquiescenceLimits = { agreeing: 3, disagreeing: 1 } as const;

/**
 * A page answered faster than this many seconds per item is too fast to have been read
 * (Huang et al. 2012, J. Bus. Psychol. 27, 99-114: 2 s per item; Curran 2016).
 */
export const minimumSecondsPerItem = 2;

/** This many pages (a quarter of the 12) answered too fast raise the speed flag. */
export const fastPagesForFlag = 3;

/**
 * Status from the flags, a multiple-hurdle rule after Curran (2016): no single index beyond its
 * cut-off condemns a protocol, since each also flags some careful people; two flags together make
 * it invalid, one makes it questionable.
 */
export const flagsForInvalid = 2;

/**
 * A run of one answer this long (a whole page's worth) is straight-lining beyond doubt and makes
 * the protocol invalid on its own.
 */
export const invalidRunLength = itemsPerPage;

export interface ValidityIndices {
  /** The longest run of one answer in presentation order, and that answer. */
  longestRun: { answer: Answer; length: number };
  /** Correlation of the two items' answers across the antonym pairs; null when an item side is constant. */
  antonymCorrelation: number | null;
  /** Even-odd reliability, Spearman-Brown corrected; null when a half is constant across facets. */
  individualReliability: number | null;
  /** Mean answer 0..4 regardless of key. */
  meanAnswer: number;
  /** Seconds per item on each page 1..12 (index 0 is page 1); null without save times. */
  secondsPerItemByPage: (number | null)[] | null;
  /** Pages answered faster than the limit; null without save times. */
  fastPages: number | null;
}

export interface ProtocolValidity {
  status: ValidityStatus;
  flags: ValidityFlag[];
  /** Null only for a result finished before validity was computed. */
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

function keyedScore(position: number, keyed: 'plus' | 'minus'): number {
  return keyed === 'plus' ? position : maxAnswerValue - position;
}

function pearson(xs: readonly number[], ys: readonly number[]): number | null {
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

/** Facet items in presentation order, split alternately into odd (1st, 3rd…) and even halves. */
const facetHalves = facets.map((facet) => {
  const facetItems = items.filter((item) => item.facet === facet);
  return {
    odd: facetItems.filter((_, index) => index % 2 === 0),
    even: facetItems.filter((_, index) => index % 2 === 1),
  };
});

function individualReliabilityOf(answers: AnswerSet): number | null {
  const halfScore = (half: typeof items) =>
    half.reduce((sum, item) => sum + keyedScore(positionOf(answers, item.id), item.keyed), 0);
  const r = pearson(
    facetHalves.map(({ odd }) => halfScore(odd)),
    facetHalves.map(({ even }) => halfScore(even)),
  );
  return r === null ? null : (2 * r) / (1 + r);
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

function statusOf(flags: readonly ValidityFlag[], longestRun: number): ValidityStatus {
  if (longestRun >= invalidRunLength || flags.length >= flagsForInvalid) return 'invalid';
  return flags.length > 0 ? 'questionable' : 'valid';
}

/**
 * The validity indices, flags and status of a complete protocol (every item answered on the
 * scale; throws otherwise). Without timings the speed index is not computed.
 */
export function protocolValidity(
  answers: AnswerSet,
  timings?: PageTimings,
): ProtocolValidity & { indices: ValidityIndices } {
  const positions = items.map((item) => positionOf(answers, item.id));
  const antonymCorrelation = pearson(
    antonymPairs.map(([plus]) => positionOf(answers, plus)),
    antonymPairs.map(([, minus]) => positionOf(answers, minus)),
  );
  const individualReliability = individualReliabilityOf(answers);
  const meanAnswer = positions.reduce((sum, position) => sum + position, 0) / positions.length;
  const pageSpeeds = timings ? secondsPerItemByPage(timings) : null;
  const fastPages = pageSpeeds
    ? pageSpeeds.filter((seconds) => seconds !== null && seconds < minimumSecondsPerItem).length
    : null;

  const flags: ValidityFlag[] = [];
  if (exceedsLongstringCutoff(positions)) flags.push('longstring');
  if (antonymCorrelation !== null && antonymCorrelation > maximumAntonymCorrelation) {
    flags.push('antonym_inconsistency');
  }
  if (individualReliability !== null && individualReliability < minimumIndividualReliability) {
    flags.push('low_individual_reliability');
  }
  if (meanAnswer >= acquiescenceLimits.agreeing) flags.push('acquiescence');
  if (meanAnswer <= acquiescenceLimits.disagreeing) flags.push('disacquiescence');
  if (fastPages !== null && fastPages >= fastPagesForFlag) flags.push('too_fast');

  const longestRun = longestRunOf(positions);
  return {
    status: statusOf(flags, longestRun.length),
    flags,
    indices: {
      longestRun,
      antonymCorrelation: antonymCorrelation === null ? null : roundTo2(antonymCorrelation),
      individualReliability:
        individualReliability === null ? null : roundTo2(individualReliability),
      meanAnswer: roundTo2(meanAnswer),
      secondsPerItemByPage: pageSpeeds,
      fastPages,
    },
  };
}
