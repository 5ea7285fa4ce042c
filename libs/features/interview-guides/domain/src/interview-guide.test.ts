import { scales, type NormSet, type ScaleScores } from '@facet/assessment-domain';
import { profileFit, type ProfileRanges } from '@facet/reports-domain';
import { describe, expect, it } from 'vitest';
import { guideScalesOf } from './interview-guide';

/** Every scale at mean 16, SD 4, so percentiles are easy to reason about. */
const norms: NormSet = {
  version: 'test/1',
  source: 'round numbers',
  provisional: true,
  scales: Object.fromEntries(
    scales.map((scale) => [scale, { mean: 16, sd: 4 }]),
  ) as NormSet['scales'],
};

const scoresWith = (overrides: Partial<ScaleScores>) =>
  ({ ...Object.fromEntries(scales.map((scale) => [scale, 16])), ...overrides }) as ScaleScores;

const validResult = (overrides: Partial<ScaleScores>) => ({
  scores: scoresWith(overrides),
  norms,
  validity: 'valid' as const,
});

const range = { min: 14, max: 18 };
const fourFacets: ProfileRanges = {
  anxiety: range,
  trust: range,
  orderliness: range,
  assertiveness: range,
};

describe('guideScalesOf', () => {
  it('probes nothing when every scale is inside the range', () => {
    expect(guideScalesOf(validResult({}), fourFacets)).toEqual({ scales: [], penNotProbed: [] });
  });

  it('probes a score below the range as low and above it as high, the furthest outside first', () => {
    const guide = guideScalesOf(validResult({ trust: 24, orderliness: 2 }), fourFacets);
    expect(
      guide.scales.map(({ scale, direction, position }) => [scale, direction, position]),
    ).toEqual([
      ['orderliness', 'low', 'outside'],
      ['trust', 'high', 'outside'],
    ]);
    const [orderliness] = guide.scales;
    expect(orderliness!.percentile).toBeLessThan(orderliness!.rangeLow);
  });

  it('puts borderline scales after the clear misses, in the direction of their side of the range', () => {
    const result = validResult({ anxiety: 13, assertiveness: 19, trust: 34 });
    // The premise: 13 and 19 are within measurement error of 14–18, 34 is not.
    const positions = profileFit(result.scores, fourFacets, norms).scales.map((fit) => [
      fit.scale,
      fit.position,
    ]);
    expect(positions).toEqual(
      expect.arrayContaining([
        ['anxiety', 'borderline'],
        ['assertiveness', 'borderline'],
        ['trust', 'above'],
      ]),
    );
    const guide = guideScalesOf(result, fourFacets);
    expect(
      guide.scales.map(({ scale, direction, position }) => [scale, direction, position]),
    ).toEqual([
      ['trust', 'high', 'outside'],
      ['anxiety', 'low', 'borderline'],
      ['assertiveness', 'high', 'borderline'],
    ]);
  });

  it('asks about a domain only where the profile sets none of its facets (each answer once)', () => {
    const ranges: ProfileRanges = {
      extraversion: range,
      assertiveness: range,
      perseverance_or_responsibility: range,
    };
    const guide = guideScalesOf(
      validResult({ extraversion: 28, perseverance_or_responsibility: 28, assertiveness: 10 }),
      ranges,
    );
    expect(guide.scales.map((scale) => scale.scale)).toEqual([
      'perseverance_or_responsibility',
      'assertiveness',
    ]);
  });

  it('never probes a PEN scale, and names those off the range as not probed', () => {
    const ranges: ProfileRanges = { pen_psychoticism: range, orderliness: range };
    const guide = guideScalesOf(validResult({ pen_psychoticism: 40, orderliness: 2 }), ranges);
    expect(guide.scales.map((scale) => scale.scale)).toEqual(['orderliness']);
    expect(guide.penNotProbed).toEqual(['pen_psychoticism']);
  });

  it('aims no question from an invalid result, which describes nobody', () => {
    const guide = guideScalesOf(
      { ...validResult({ trust: 30, orderliness: 2 }), validity: 'invalid' },
      fourFacets,
    );
    expect(guide).toEqual({ scales: [], penNotProbed: [] });
  });

  it('probes a questionable result as it stands (the guide shows its status beside)', () => {
    const guide = guideScalesOf(
      { ...validResult({ trust: 30 }), validity: 'questionable' },
      fourFacets,
    );
    expect(guide.scales.map((scale) => scale.scale)).toEqual(['trust']);
  });
});
