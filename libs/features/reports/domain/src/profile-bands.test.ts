import {
  currentNorms,
  describeScore,
  scaleMaximum,
  scales,
  type ScaleScores,
} from '@facet/assessment-domain';
import { profileFieldsFromRanges } from './profile-ranges';
import { profileRangesSchema } from './profile-ranges-schema';
import { describe, expect, it } from 'vitest';
import {
  bandOfRange,
  levelSpanOfRange,
  levelSpans,
  levelsOfSpan,
  rangeEndOfPercentile,
  rangeOfLevelSpan,
  rangesAroundScores,
  resultBandMargin,
} from './profile-bands';

const wholeScores = (scale: (typeof scales)[number]) =>
  Array.from({ length: scaleMaximum(scale) + 1 }, (_, raw) => raw);

describe('rangeOfLevelSpan', () => {
  it('holds exactly the scores whose printed level is in the span, on every scale', () => {
    for (const scale of scales) {
      for (const span of levelSpans) {
        const { min, max } = rangeOfLevelSpan(scale, span);
        expect(min).toBeLessThan(max);
        for (const raw of wholeScores(scale)) {
          const { level } = describeScore(scale, raw, currentNorms.scales[scale]);
          expect(raw >= min && raw <= max).toBe(levelsOfSpan[span].includes(level));
        }
      }
    }
  });

  it('reaches the ends of the scale for low and high', () => {
    expect(rangeOfLevelSpan('anxiety', 'low').min).toBe(0);
    expect(rangeOfLevelSpan('extraversion', 'high').max).toBe(192);
    expect(rangeOfLevelSpan('trust', 'average_to_high')).toEqual({
      min: rangeOfLevelSpan('trust', 'average').min,
      max: rangeOfLevelSpan('trust', 'high').max,
    });
  });

  it('is read back as the same span, and other ranges as none', () => {
    for (const span of levelSpans) {
      expect(levelSpanOfRange('ideas', rangeOfLevelSpan('ideas', span))).toBe(span);
    }
    expect(levelSpanOfRange('ideas', { min: 1, max: 2 })).toBeUndefined();
  });
});

describe('bandOfRange and rangeEndOfPercentile', () => {
  it('draw the ends of a scale at 0 and 100', () => {
    expect(bandOfRange('extraversion', { min: 0, max: 192 })).toEqual({ from: 0, to: 100 });
    expect(rangeEndOfPercentile('extraversion', 0)).toBe(0);
    expect(rangeEndOfPercentile('extraversion', 100)).toBe(192);
  });

  it('round-trip a stored range: its band, turned back into points, is the same range', () => {
    for (const scale of ['anxiety', 'extraversion', 'pen_psychoticism'] as const) {
      for (const span of levelSpans) {
        const range = rangeOfLevelSpan(scale, span);
        const band = bandOfRange(scale, range);
        expect(rangeEndOfPercentile(scale, band.from)).toBe(range.min);
        expect(rangeEndOfPercentile(scale, band.to)).toBe(range.max);
      }
    }
  });

  it('turn a chosen percentile into points deterministically, and the band shows it back', () => {
    const min = rangeEndOfPercentile('anxiety', 30);
    const max = rangeEndOfPercentile('anxiety', 70);
    expect(rangeEndOfPercentile('anxiety', 30)).toBe(min);
    const band = bandOfRange('anxiety', { min, max });
    expect(rangeEndOfPercentile('anxiety', band.from)).toBe(min);
    expect(rangeEndOfPercentile('anxiety', band.to)).toBe(max);
    expect(Math.abs(band.from - 30)).toBeLessThan(15);
    expect(Math.abs(band.to - 70)).toBeLessThan(15);
  });
});

describe('rangesAroundScores', () => {
  const scores = Object.fromEntries(
    scales.map((scale) => [scale, Math.round(currentNorms.scales[scale].mean)]),
  ) as ScaleScores;

  it('sets every scale to the level of the person, with their score inside', () => {
    const ranges = rangesAroundScores(scores, 'level');
    for (const scale of scales) {
      const range = ranges[scale];
      expect(range).toBeDefined();
      const { level } = describeScore(scale, scores[scale], currentNorms.scales[scale]);
      expect(levelSpanOfRange(scale, range!)).toBe(level);
    }
    expect(profileRangesSchema.safeParse(profileFieldsFromRanges(ranges)).success).toBe(true);
  });

  it(`sets a band of about ±${resultBandMargin} percentiles that holds the score, even at the ends`, () => {
    const extremes = { ...scores, anxiety: 0, extraversion: 192 };
    const ranges = rangesAroundScores(extremes, 'percentile_band');
    for (const scale of scales) {
      const range = ranges[scale]!;
      expect(range.min).toBeLessThanOrEqual(extremes[scale]);
      expect(range.max).toBeGreaterThanOrEqual(extremes[scale]);
      expect(range.min).toBeLessThan(range.max);
    }
    const band = bandOfRange('extraversion', ranges.extraversion!);
    expect(band.to).toBe(100);
    expect(profileRangesSchema.safeParse(profileFieldsFromRanges(ranges)).success).toBe(true);
  });
});
