import calculateScore from '@bigfive-org/score';
import { getChoices } from '@bigfive-org/questions';
import johnson120English from '@bigfive-org/questions/data/en/questions.json';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { itemById, items } from './item-bank';
import { domainByIpipLetter, ipipDomainLetters } from './ipip-domains';
import { domains, facets, facetsByDomain, penScales, type Answer, type Scale } from './scales';
import {
  answerSchema,
  answerValue,
  facetsOfScale,
  InvalidAnswerSetError,
  psychoticismFacets,
  scoreAnswers,
} from './scoring';
import { randomAnswer, randomAnswerSet, seededRandom, uniformAnswerSet } from './testing';

function scoringError(answers: Readonly<Record<string, string>>): InvalidAnswerSetError {
  try {
    scoreAnswers(answers);
  } catch (error) {
    if (error instanceof InvalidAnswerSetError) return error;
    throw error;
  }
  throw new Error('the answers were scored');
}

describe('scoreAnswers', () => {
  it('gives 16 per facet, 96 per domain and 96 per PEN scale when every answer is neutral', () => {
    const scores = scoreAnswers(uniformAnswerSet('neutral'));
    for (const facet of facets) expect(scores[facet], facet).toBe(16);
    for (const domain of domains) expect(scores[domain], domain).toBe(96);
    for (const pen of penScales) expect(scores[pen], pen).toBe(96);
  });

  it('scores strong agreement 4 on plus items and 0 on minus items', () => {
    const scores = scoreAnswers(uniformAnswerSet('strongly_agree'));
    for (const facet of facets) {
      const plusItems = items.filter((item) => item.facet === facet && item.keyed === 'plus');
      expect(scores[facet], facet).toBe(4 * plusItems.length);
    }
  });

  it('reverses the answer to a minus-keyed item', () => {
    const minusItem = items.find((item) => item.keyed === 'minus');
    const plusItem = items.find((item) => item.keyed === 'plus' && item.facet === minusItem?.facet);
    if (!minusItem || !plusItem) throw new Error('the bank lacks a facet with both keys');
    const neutral = uniformAnswerSet('neutral');
    const facetScore = (changes: Record<string, Answer>) =>
      scoreAnswers({ ...neutral, ...changes })[minusItem.facet];

    expect(facetScore({ [minusItem.id]: 'strongly_agree' })).toBe(16 - 2);
    expect(facetScore({ [minusItem.id]: 'strongly_disagree' })).toBe(16 + 2);
    expect(facetScore({ [plusItem.id]: 'strongly_agree' })).toBe(16 + 2);
    expect(facetScore({ [minusItem.id]: 'agree', [plusItem.id]: 'agree' })).toBe(16);
  });

  it('keeps every scale in range and every domain the sum of its facets on random answers', () => {
    const random = seededRandom(7);
    for (let run = 0; run < 200; run += 1) {
      const scores = scoreAnswers(randomAnswerSet(random));
      for (const facet of facets) expect(scores[facet]).toSatisfy((s: number) => s >= 0 && s <= 32);
      for (const domain of domains) {
        const facetSum = facetsByDomain[domain].reduce((sum, facet) => sum + scores[facet], 0);
        expect(scores[domain]).toBe(facetSum);
      }
      expect(scores.pen_extraversion).toBe(scores.extraversion);
      expect(scores.pen_neuroticism).toBe(scores.neuroticism_x_emotional_stability);
      const lowAAndC = psychoticismFacets.reduce((sum, facet) => sum + scores[facet], 0);
      expect(scores.pen_psychoticism).toBe(192 - lowAAndC);
      expect(scores.pen_psychoticism).toSatisfy((s: number) => s >= 0 && s <= 192);
    }
  });

  it('names in facetsOfScale the facets each scale is scored from', () => {
    const random = seededRandom(11);
    const scores = scoreAnswers(randomAnswerSet(random));
    const sumOf = (scale: Scale) =>
      facetsOfScale(scale).reduce((sum, facet) => sum + scores[facet], 0);
    for (const facet of facets) expect(facetsOfScale(facet)).toEqual([facet]);
    for (const scale of [...domains, 'pen_extraversion', 'pen_neuroticism'] as const) {
      expect(sumOf(scale), scale).toBe(scores[scale]);
    }
    expect(192 - sumOf('pen_psychoticism')).toBe(scores.pen_psychoticism);
  });

  it('refuses an incomplete answer set and names the unanswered items', () => {
    const answers = uniformAnswerSet('agree');
    const missing = items.slice(0, 3).map((item) => item.id);
    for (const id of missing) delete answers[id];

    const error = scoringError(answers);
    expect(error.missingItemIds).toEqual(missing);
    expect(error.message).toContain('3 unanswered items');
    expect(error.message).toContain(missing[0]);
  });

  it('refuses answers that are not on the answer scale', () => {
    const [first, second] = items;
    if (!first || !second) throw new Error('empty bank');
    const error = scoringError({
      ...uniformAnswerSet('agree'),
      [first.id]: 'maybe',
      [second.id]: '4',
    });
    expect(error.invalidAnswers).toEqual([
      { itemId: first.id, answer: 'maybe' },
      { itemId: second.id, answer: '4' },
    ]);
    expect(error.message).toContain('2 answers not in strongly_disagree|disagree|neutral');
  });

  it('refuses answers to items that are not in the bank', () => {
    const error = scoringError({ ...uniformAnswerSet('agree'), 'no-such-item': 'agree' });
    expect(error.unknownItemIds).toEqual(['no-such-item']);
    expect(error.message).toContain('1 answers to unknown items (no-such-item)');
  });

  it('lists only the first few ids of a long list in the message', () => {
    const error = scoringError({});
    expect(error.missingItemIds).toHaveLength(240);
    expect(error.message).toContain('240 unanswered items');
    expect(error.message).toContain('and 235 more');
  });
});

describe('answer scale', () => {
  it('accepts the five answer words and nothing else', () => {
    expect(answerSchema.safeParse('strongly_agree').success).toBe(true);
    expect(answerSchema.safeParse('agree strongly').success).toBe(false);
    expect(answerSchema.safeParse(3).success).toBe(false);
  });

  it('numbers the answers 0..4 from strongly_disagree to strongly_agree', () => {
    expect(answerValue('strongly_disagree')).toBe(0);
    expect(answerValue('neutral')).toBe(2);
    expect(answerValue('strongly_agree')).toBe(4);
  });
});

describe('agreement with @bigfive-org/score on the shared Johnson-120 items', () => {
  // The bank keeps 117 of the 120: three political Values items were left out (issue 19).
  const sharedItems = johnson120English.filter((item) => itemById(item.id) !== undefined);
  const choicesSchema = z.record(z.string(), z.array(z.object({ score: z.number() })));
  const packageChoices = choicesSchema.parse(getChoices('en'));

  /** The package's keyed 1..5 score of an answer, from the package's own choice table. */
  function packageItemScore(keyed: string, answer: Answer): number {
    const score = packageChoices[keyed]?.[answerValue(answer)]?.score;
    if (score === undefined) throw new Error(`no package score for ${keyed} ${answer}`);
    return score;
  }

  it('agrees on every facet sum for random answer sets, converted to 0..4 per item', () => {
    const random = seededRandom(2024);
    for (let run = 0; run < 500; run += 1) {
      // The other items answered neutral add 2 each: 4 x 2 = 8 to a facet with 4 shared items.
      const answers: Record<string, Answer> = uniformAnswerSet('neutral');
      for (const item of sharedItems) answers[item.id] = randomAnswer(random);
      const ours = scoreAnswers(answers);

      const theirs = calculateScore({
        answers: sharedItems.map((item) => ({
          domain: item.domain,
          facet: String(item.facet),
          score: packageItemScore(item.keyed, answers[item.id] ?? 'neutral'),
        })),
      });
      for (const letter of ipipDomainLetters) {
        facetsByDomain[domainByIpipLetter[letter]].forEach((facet, index) => {
          const packageFacet = theirs[letter]?.facet[String(index + 1)];
          const sharedCount = packageFacet?.count ?? 0;
          const packageSum = (packageFacet?.score ?? Number.NaN) - sharedCount;
          const neutralRest = (8 - sharedCount) * 2;
          expect(ours[facet] - neutralRest, `${facet} in run ${run}`).toBe(packageSum);
        });
      }
    }
  });
});
