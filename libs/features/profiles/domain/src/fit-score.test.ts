import { scales, type NormSet, type ScaleScores } from '@facet/assessment-domain';
import type { ProfileRanges } from '@facet/reports-domain';
import { describe, expect, it } from 'vitest';
import { fitScoreOf, type ScoredResult } from './fit-score';

/** Every scale at mean 16, SD 4: one raw point is 2.5 T points. */
const norms: NormSet = {
  version: 'test/1',
  source: 'round numbers',
  provisional: true,
  scales: Object.fromEntries(
    scales.map((scale) => [scale, { mean: 16, sd: 4 }]),
  ) as NormSet['scales'],
};

function resultWith(overrides: Partial<ScaleScores>, validity: ScoredResult['validity'] = 'valid') {
  const scores = { ...Object.fromEntries(scales.map((scale) => [scale, 16])), ...overrides };
  return { scores: scores as ScaleScores, norms, validity };
}

const twoFacets: ProfileRanges = { anxiety: { min: 12, max: 20 }, trust: { min: 12, max: 20 } };

describe('fitScoreOf', () => {
  it('breaks the ties of people inside every range by their distance to the centres', () => {
    const atCentres = fitScoreOf(resultWith({ anxiety: 16, trust: 16 }), twoFacets);
    const nearCentres = fitScoreOf(resultWith({ anxiety: 17, trust: 16 }), twoFacets);
    const atEnds = fitScoreOf(resultWith({ anxiety: 12, trust: 20 }), twoFacets);
    expect(atCentres).toEqual({ score: 100, outsideDistance: 0, centreOffset: 0 });
    expect(nearCentres).toEqual({ score: 98.8, outsideDistance: 0, centreOffset: 0.125 });
    expect(atEnds).toEqual({ score: 90, outsideDistance: 0, centreOffset: 1 });
  });

  it('falls as the scores move further outside, and below everyone inside', () => {
    const distances = [21, 22, 24, 28, 40].map((anxiety) =>
      fitScoreOf(resultWith({ anxiety }), twoFacets)!,
    );
    const scores = distances.map((fit) => fit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBe(scores.length);
    expect(scores[0]).toBeLessThan(90);
    expect(scores.at(-1)).toBeGreaterThan(0);
    // 24 is 4 raw points (10 T) above 20, averaged over the two counted scales: 5 T.
    expect(distances[2]).toEqual({ score: 60, outsideDistance: 5, centreOffset: 0.5 });
  });

  it('measures below a range as it does above', () => {
    expect(fitScoreOf(resultWith({ anxiety: 8 }), twoFacets)).toEqual(
      fitScoreOf(resultWith({ anxiety: 24 }), twoFacets),
    );
  });

  it('counts a domain and its own facets once, by the facets (D49)', () => {
    const facetAlone: ProfileRanges = { anxiety: { min: 12, max: 20 } };
    const withItsDomain: ProfileRanges = {
      ...facetAlone,
      neuroticism_x_emotional_stability: { min: 0, max: 10 },
    };
    const result = resultWith({ anxiety: 24 });
    expect(fitScoreOf(result, withItsDomain)).toEqual(fitScoreOf(result, facetAlone));
  });

  it('compares no invalid result, and nothing when the profile sets no scale', () => {
    expect(fitScoreOf(resultWith({}, 'invalid'), twoFacets)).toBeNull();
    expect(fitScoreOf(resultWith({}, 'questionable'), twoFacets)).not.toBeNull();
    expect(fitScoreOf(resultWith({}), {})).toBeNull();
  });

  it('puts a score on a one-point range at its centre', () => {
    expect(fitScoreOf(resultWith({ anxiety: 16 }), { anxiety: { min: 16, max: 16 } })).toEqual({
      score: 100,
      outsideDistance: 0,
      centreOffset: 0,
    });
  });
});
