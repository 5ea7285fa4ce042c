import { z } from 'zod';
import { itemById, items } from './item-bank';
import {
  answerScale,
  domainMaximum,
  domains,
  facetsByDomain,
  maxAnswerValue,
  scales,
  type Answer,
  type Domain,
  type Facet,
  type PenScale,
  type Scale,
  type ScaleScores,
} from './scales';

/** One answer as it arrives over the wire: a word of the answer scale. */
export const answerSchema = z.enum(answerScale);

/** Answers of one person: item id -> answer word. */
export type AnswerSet = Readonly<Record<string, string>>;

/**
 * The facets whose sum, taken from the top of the scale, estimates PEN psychoticism (DESIGN §5:
 * P maps onto low agreeableness and low conscientiousness): trust, straightforwardness (frankness),
 * altruism, compliance (conciliatory attitude), dutifulness (sense of duty) and deliberation.
 */
export const psychoticismFacets = [
  'trust',
  'frankness',
  'altruism',
  'conciliatory_attitude',
  'sense_of_duty',
  'deliberation',
] as const satisfies readonly Facet[];

/** PEN E and N are the extraversion and neuroticism domains under their PEN names (DESIGN §5). */
export const penDomainCopies = {
  pen_extraversion: 'extraversion',
  pen_neuroticism: 'neuroticism_x_emotional_stability',
} as const satisfies Partial<Record<PenScale, Domain>>;

/**
 * The facets whose answers make up a scale's score: a facet itself, a domain's six, a PEN copy its
 * domain's six, PEN P its six A and C facets. Two scales share answers when these overlap.
 */
export function facetsOfScale(scale: Scale): readonly Facet[] {
  switch (scale) {
    case 'pen_psychoticism':
      return psychoticismFacets;
    case 'pen_extraversion':
    case 'pen_neuroticism':
      return facetsByDomain[penDomainCopies[scale]];
  }
  return isDomain(scale) ? facetsByDomain[scale] : [scale];
}

function isDomain(scale: Domain | Facet): scale is Domain {
  return (domains as readonly string[]).includes(scale);
}

const answerPosition = new Map<string, number>(answerScale.map((answer, index) => [answer, index]));

/** The position of an answer on the scale, strongly_disagree 0 ... strongly_agree 4, as stored. */
export function answerValue(answer: Answer): number {
  return answerScale.indexOf(answer);
}

/** An item answered with something that is not a word of the answer scale. */
export interface InvalidAnswer {
  readonly itemId: string;
  readonly answer: unknown;
}

const idsListedInMessage = 5;

function listIds(label: string, ids: readonly string[]): string {
  const shown = ids.slice(0, idsListedInMessage).join(', ');
  const more =
    ids.length > idsListedInMessage ? ` and ${ids.length - idsListedInMessage} more` : '';
  return `${ids.length} ${label} (${shown}${more})`;
}

/** An answer set that cannot be scored: items missing, answers off the scale or unknown items. */
export class InvalidAnswerSetError extends Error {
  override readonly name = 'InvalidAnswerSetError';

  constructor(
    readonly missingItemIds: readonly string[],
    readonly invalidAnswers: readonly InvalidAnswer[],
    readonly unknownItemIds: readonly string[],
  ) {
    const problems = [
      missingItemIds.length > 0 && listIds('unanswered items', missingItemIds),
      invalidAnswers.length > 0 &&
        listIds(
          `answers not in ${answerScale.join('|')}`,
          invalidAnswers.map(({ itemId }) => itemId),
        ),
      unknownItemIds.length > 0 && listIds('answers to unknown items', unknownItemIds),
    ].filter((problem) => problem !== false);
    super(`Cannot score the assessment: ${problems.join('; ')}.`);
  }
}

/**
 * Scores a complete answer set: 30 facets 0..32, 5 domains 0..192 (sum of their facets) and the
 * three PEN scales 0..192. Throws InvalidAnswerSetError unless every item of the bank has an
 * answer on the scale and no other item is answered.
 */
export function scoreAnswers(answers: AnswerSet): ScaleScores {
  // Object.fromEntries over every scale gives each one a starting score of 0.
  const scores = Object.fromEntries(scales.map((scale) => [scale, 0])) as ScaleScores;
  const missingItemIds: string[] = [];
  const invalidAnswers: InvalidAnswer[] = [];
  for (const item of items) {
    const answer: unknown = answers[item.id];
    if (answer === undefined) {
      missingItemIds.push(item.id);
      continue;
    }
    const position = typeof answer === 'string' ? answerPosition.get(answer) : undefined;
    if (position === undefined) {
      invalidAnswers.push({ itemId: item.id, answer });
      continue;
    }
    scores[item.facet] += item.keyed === 'plus' ? position : maxAnswerValue - position;
  }
  const unknownItemIds = Object.keys(answers).filter((id) => itemById(id) === undefined);
  if (missingItemIds.length + invalidAnswers.length + unknownItemIds.length > 0) {
    throw new InvalidAnswerSetError(missingItemIds, invalidAnswers, unknownItemIds);
  }

  for (const domain of domains) {
    scores[domain] = facetsByDomain[domain].reduce((sum, facet) => sum + scores[facet], 0);
  }
  scores.pen_extraversion = scores[penDomainCopies.pen_extraversion];
  scores.pen_neuroticism = scores[penDomainCopies.pen_neuroticism];
  scores.pen_psychoticism =
    domainMaximum - psychoticismFacets.reduce((sum, facet) => sum + scores[facet], 0);
  return scores;
}
