import { describe, expect, it } from 'vitest';
import { describeScore } from './describe-scores';
import { currentNorms } from './norm-registry';
import { percentileOfRaw, rawOfPercentile } from './percentile-conversion';
import { scaleMaximum, scales } from './scales';

describe('percentileOfRaw', () => {
  it('prints the same percentile as the score description', () => {
    for (const scale of scales) {
      const norm = currentNorms.scales[scale];
      for (const raw of [0, Math.round(norm.mean), scaleMaximum(scale)]) {
        expect(percentileOfRaw(raw, norm)).toBe(describeScore(scale, raw, norm).percentile);
      }
    }
  });
});

describe('rawOfPercentile', () => {
  it('round-trips every whole raw score of a facet and a domain to within one point', () => {
    for (const scale of ['anxiety', 'extraversion'] as const) {
      const norm = currentNorms.scales[scale];
      const mean = Math.round(norm.mean);
      const percentile = percentileOfRaw(mean, norm);
      expect(Math.abs(rawOfPercentile(scale, percentile, norm) - mean)).toBeLessThanOrEqual(
        Math.ceil(norm.sd / 5),
      );
      expect(percentileOfRaw(rawOfPercentile(scale, percentile, norm), norm)).toBe(percentile);
    }
  });

  it('stays within the scale and grows with the percentile', () => {
    const norm = currentNorms.scales.trust;
    expect(rawOfPercentile('trust', 0, norm)).toBe(0);
    expect(rawOfPercentile('trust', 100, norm)).toBe(scaleMaximum('trust'));
    const cuts = [10, 25, 50, 75, 90].map((percentile) =>
      rawOfPercentile('trust', percentile, norm),
    );
    expect([...cuts].sort((a, b) => a - b)).toEqual(cuts);
  });
});
