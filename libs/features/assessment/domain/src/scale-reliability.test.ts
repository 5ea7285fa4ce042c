import { describe, expect, it } from 'vitest';
import { items } from './item-bank';
import { pearsonCorrelation, scaleReliability } from './scale-reliability';
import { answerScale, maxAnswerValue, type Answer } from './scales';

/** One protocol where every item has the keyed score `level`. */
function protocolAt(level: number): Record<string, Answer> {
  return Object.fromEntries(
    items.map((item) => [
      item.id,
      answerScale[item.keyed === 'plus' ? level : maxAnswerValue - level]!,
    ]),
  );
}

describe('scaleReliability', () => {
  it('finds alpha 1 and item-total r 1 when every item of a scale moves together', () => {
    const reliability = scaleReliability([0, 1, 2, 3, 4].map(protocolAt));
    expect(reliability.facetAlpha.anxiety).toBeCloseTo(1, 10);
    expect(reliability.domainAlpha.extraversion).toBeCloseTo(1, 10);
    expect(reliability.correctedItemTotal[items[0]!.id]).toBeCloseTo(1, 10);
  });

  it('computes Cronbach alpha from item and total variances', () => {
    // Two people; on anxiety, one item disagrees with the rest: variances give alpha by hand.
    const anxietyItems = items.filter((item) => item.facet === 'anxiety');
    const low = protocolAt(0);
    const high = protocolAt(4);
    const odd = anxietyItems[0]!;
    low[odd.id] = answerScale[odd.keyed === 'plus' ? 4 : 0]!;
    high[odd.id] = answerScale[odd.keyed === 'plus' ? 0 : 4]!;
    // Totals 4 and 28: variance 144; each item variance 4; alpha = 8/7 × (1 − 32/144).
    const { facetAlpha, correctedItemTotal } = scaleReliability([low, high]);
    expect(facetAlpha.anxiety).toBeCloseTo((8 / 7) * (1 - 32 / 144), 10);
    expect(correctedItemTotal[odd.id]).toBeCloseTo(-1, 10);
  });

  it('leaves alpha unknown when a scale does not vary', () => {
    const reliability = scaleReliability([protocolAt(2), protocolAt(2)]);
    expect(reliability.facetAlpha.anxiety).toBeNull();
    expect(reliability.correctedItemTotal[items[0]!.id]).toBeNull();
  });
});

describe('pearsonCorrelation', () => {
  it('is null without variance and ±1 for lines', () => {
    expect(pearsonCorrelation([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearsonCorrelation([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    expect(pearsonCorrelation([1, 1, 1], [1, 2, 3])).toBeNull();
  });
});
