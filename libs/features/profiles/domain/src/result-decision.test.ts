import { percentileOfRaw, scales, type NormSet, type ScaleScores } from '@facet/assessment-domain';
import { languages } from '@facet/platform-kernel';
import type { ProfileRanges } from '@facet/reports-domain';
import { describe, expect, it } from 'vitest';
import { fitScoreOf } from './fit-score';
import { outOfRangeWordsKey, resultDecisionOf, resultDecisionWords } from './result-decision';

/** Every scale at mean 16, SD 4: one raw point is 2.5 T points. */
const norms: NormSet = {
  version: 'test/1',
  source: 'round numbers',
  provisional: true,
  scales: Object.fromEntries(
    scales.map((scale) => [scale, { mean: 16, sd: 4 }]),
  ) as NormSet['scales'],
};

const resultWith = (overrides: Partial<ScaleScores>, validity: 'valid' | 'invalid' = 'valid') => ({
  scores: {
    ...Object.fromEntries(scales.map((scale) => [scale, 16])),
    ...overrides,
  } as ScaleScores,
  norms,
  validity,
});

const threeFacets: ProfileRanges = {
  anxiety: { min: 12, max: 20 },
  trust: { min: 12, max: 20 },
  orderliness: { min: 12, max: 20 },
};

describe('resultDecisionOf', () => {
  it('gives the ranking’s fit score, and every scale inside means nothing to list', () => {
    const result = resultWith({});
    const decision = resultDecisionOf(result, threeFacets);
    expect(decision.fitScore).toEqual(fitScoreOf(result, threeFacets));
    expect(decision.fitScore?.score).toBe(100);
    expect(decision.outOfRange).toEqual([]);
    expect(decision.counted).toBe(3);
  });

  it('lists the scales outside, in percentiles, the furthest outside first', () => {
    const decision = resultDecisionOf(resultWith({ trust: 40, orderliness: 6 }), threeFacets);
    expect(decision.outOfRange).toEqual([
      {
        scale: 'trust',
        percentile: percentileOfRaw(40, norms.scales.trust),
        rangeLow: percentileOfRaw(12, norms.scales.trust),
        rangeHigh: percentileOfRaw(20, norms.scales.trust),
        direction: 'above',
        borderline: false,
      },
      {
        scale: 'orderliness',
        percentile: percentileOfRaw(6, norms.scales.orderliness),
        rangeLow: percentileOfRaw(12, norms.scales.orderliness),
        rangeHigh: percentileOfRaw(20, norms.scales.orderliness),
        direction: 'below',
        borderline: false,
      },
    ]);
    expect(decision.fitScore!.score).toBeLessThan(90);
  });

  it('puts a scale within the margin of error of its range after the clear misses', () => {
    const decision = resultDecisionOf(resultWith({ anxiety: 21, orderliness: 40 }), threeFacets);
    const anxiety = decision.fit.scales.find((fit) => fit.scale === 'anxiety');
    expect(anxiety?.position).toBe('borderline');
    expect(decision.outOfRange.map(({ scale, borderline }) => [scale, borderline])).toEqual([
      ['orderliness', false],
      ['anxiety', true],
    ]);
    expect(outOfRangeWordsKey(decision.outOfRange[1]!)).toBe('borderlineAbove');
  });

  it('lists only the counted scales: a domain whose facets are set counts through them', () => {
    const ranges: ProfileRanges = {
      extraversion: { min: 0, max: 1 },
      cordiality: { min: 12, max: 20 },
    };
    const decision = resultDecisionOf(resultWith({}), ranges);
    expect(decision.counted).toBe(1);
    expect(decision.outOfRange).toEqual([]);
  });

  it('has no fit score for an invalid protocol', () => {
    expect(resultDecisionOf(resultWith({}, 'invalid'), threeFacets).fitScore).toBeNull();
  });

  it('words every headline in every language, without leaving one in English', () => {
    for (const words of Object.values(resultDecisionWords)) {
      for (const language of languages) expect(words[language].trim()).not.toBe('');
      expect(words.es).not.toBe(words.en);
      expect(words.pt).not.toBe(words.en);
    }
  });
});
