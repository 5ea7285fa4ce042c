import { describe, expect, it } from 'vitest';
import { describeScore } from './describe-scores';
import { empiricalNormSet, minimumEmpiricalNormSample } from './empirical-norms';
import { normSetSchema } from './norm-set';
import { scales, type ScaleScores } from './scales';

/** `count` people whose every scale score is spread evenly over 0..16. */
function spreadResults(count: number): ScaleScores[] {
  return Array.from(
    { length: count },
    (_, index) => Object.fromEntries(scales.map((scale) => [scale, index % 17])) as ScaleScores,
  );
}

describe('empiricalNormSet', () => {
  const identity = { version: 'facet-es/test', source: 'test results' };

  it('refuses fewer results than the minimum sample', () => {
    expect(() => empiricalNormSet(spreadResults(minimumEmpiricalNormSample - 1), identity)).toThrow(
      /fewer than the 300/,
    );
  });

  it('builds a valid, non-provisional norm set with mid-rank percentiles of every raw score', () => {
    const norms = empiricalNormSet(spreadResults(17 * 20), identity);
    expect(normSetSchema.safeParse(norms).success).toBe(true);
    expect(norms.provisional).toBe(false);
    const anxiety = norms.scales.anxiety;
    expect(anxiety.mean).toBe(8);
    expect(anxiety.percentileRanks).toHaveLength(33);
    expect(anxiety.percentileRanks?.[0]).toBeCloseTo((0.5 / 17) * 100, 1);
    expect(anxiety.percentileRanks?.[8]).toBe(50);
    expect(anxiety.percentileRanks?.[32]).toBe(100);
    expect(describeScore('anxiety', 8, anxiety)).toMatchObject({ percentile: 50, t: 50 });
  });
});
