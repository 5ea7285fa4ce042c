import { describe, expect, it } from 'vitest';
import {
  describeScore,
  describeScores,
  levelCrossingOfBand,
  levelOfT,
  levelsOf,
  normalCdf,
  normalQuantile,
  percentileOfT,
  tScore,
} from './describe-scores';
import { johnson2014Norms } from './johnson-2014-norms';
import { confidenceBandCoverage, confidenceBandZ, reliabilityOf } from './measurement-error';
import { currentNorms } from './norm-registry';
import { normSetSchema, type NormSet } from './norm-set';
import {
  domains,
  facets,
  facetsByDomain,
  scaleMaximum,
  scales,
  type Scale,
  type ScaleScores,
} from './scales';
import { psychoticismFacets, scoreAnswers } from './scoring';
import { uniformAnswerSet } from './testing';

const neutralScores = scoreAnswers(uniformAnswerSet('neutral'));

/** Object.fromEntries over every scale gives a complete ScaleScores. */
function scoresAt(value: (scale: Scale) => number): ScaleScores {
  return Object.fromEntries(scales.map((scale) => [scale, value(scale)])) as ScaleScores;
}

describe('T-scores, percentiles and levels', () => {
  const norm = { mean: 20, sd: 5 };

  it('puts the norm mean at T 50, one SD above at T 60 and one below at T 40', () => {
    expect(tScore(20, norm)).toBe(50);
    expect(tScore(25, norm)).toBe(60);
    expect(tScore(15, norm)).toBe(40);
    expect(tScore(21, norm)).toBe(52);
  });

  it('cuts the level on the unrounded T: 44.996 is low although it shows as 45.0', () => {
    const justBelow = describeScore('anxiety', 20 - 2.502, { mean: 20, sd: 5 });
    expect(justBelow.t).toBe(45);
    expect(justBelow.level).toBe('low');
  });

  it('takes percentiles from the normal distribution', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
    expect(percentileOfT(50)).toBe(50);
    expect(percentileOfT(60)).toBe(84);
    expect(percentileOfT(40)).toBe(16);
  });

  it('never reports a percentile of 0 or 100', () => {
    expect(percentileOfT(5)).toBe(1);
    expect(percentileOfT(95)).toBe(99);
  });

  it('calls T below 45 low, above 55 high and 45 to 55 average', () => {
    expect(levelOfT(44.9)).toBe('low');
    expect(levelOfT(45)).toBe('average');
    expect(levelOfT(55)).toBe('average');
    expect(levelOfT(55.1)).toBe('high');
  });
});

describe('describeScores', () => {
  it('describes all 38 scales against the current norms by default', () => {
    const descriptions = describeScores(neutralScores);
    expect(Object.keys(descriptions).sort()).toEqual([...scales].sort());
    expect(currentNorms.version).toBe('johnson-120-300-blend/1');
    const anxiety = currentNorms.scales.anxiety;
    expect(descriptions.anxiety).toMatchObject({
      raw: 16,
      t: Math.round(tScore(16, anxiety) * 10) / 10,
      percentile: percentileOfT(tScore(16, anxiety)),
      level: levelOfT(tScore(16, anxiety)),
    });
  });

  it('uses the norm set it is given, so norms change without code', () => {
    const centredOnNeutral: NormSet = {
      version: 'test/1',
      source: 'every mean at the all-neutral score',
      provisional: true,
      scales: Object.fromEntries(
        scales.map((scale) => [scale, { mean: neutralScores[scale], sd: 4 }]),
      ) as NormSet['scales'],
    };
    const descriptions = describeScores(neutralScores, centredOnNeutral);
    for (const scale of scales) {
      expect(descriptions[scale], scale).toMatchObject({
        raw: neutralScores[scale],
        t: 50,
        percentile: 50,
        level: 'average',
      });
    }
  });

  it('gives high and low levels to scores far from the norm mean', () => {
    const descriptions = describeScores(scoresAt(scaleMaximum));
    expect(descriptions.anxiety.level).toBe('high');
    expect(descriptions.extraversion.level).toBe('high');
    const lows = levelsOf(describeScores(scoresAt(() => 0)));
    expect(lows.orderliness).toBe('low');
    expect(lows.openness_to_experience).toBe('low');
  });
});

describe('the 90 % band', () => {
  const norm = { mean: 16, sd: 6 };

  it('uses the two-sided 90 % normal point, 1.645 standard errors', () => {
    expect(confidenceBandCoverage).toBe(0.9);
    expect(confidenceBandZ).toBeCloseTo(normalQuantile(0.95), 3);
  });

  it('spans the score ± 1.645 SD × sqrt(1 − reliability): ±8.0 T on a facet, ±5.2 T on a domain', () => {
    const facet = describeScore('anxiety', 16, norm).band;
    const facetError = 1.645 * 6 * Math.sqrt(1 - reliabilityOf('anxiety'));
    expect(facetError).toBeCloseTo(4.816, 3);
    expect(facet.rawLow).toBeCloseTo(16 - facetError, 9);
    expect(facet.rawHigh).toBeCloseTo(16 + facetError, 9);
    expect([facet.tLow, facet.tHigh]).toEqual([42, 58]);
    expect([facet.percentileLow, facet.percentileHigh]).toEqual([21, 79]);
    const domain = describeScore('extraversion', 16, norm).band;
    expect([domain.tLow, domain.tHigh]).toEqual([44.8, 55.2]);
  });

  it('says which levels a band spans when it crosses a cut-off', () => {
    expect(describeScore('anxiety', 16, norm).band.crossing).toBe('low_to_high');
    expect(describeScore('anxiety', 22, norm).band.crossing).toBe('average_to_high');
    expect(describeScore('anxiety', 32, norm).band.crossing).toBeNull();
  });

  it('stays within the scale: no band end below 0 or above the maximum', () => {
    expect(describeScore('anxiety', 0, norm).band.rawLow).toBe(0);
    expect(describeScore('anxiety', 32, norm).band.rawHigh).toBe(32);
  });

  it('reads percentiles and a normalised T from an empirical table when the norm has one', () => {
    const ranks = Array.from({ length: 33 }, (_, raw) => (raw / 32) * 100);
    const empirical = { mean: 16, sd: 6, percentileRanks: ranks };
    const middle = describeScore('anxiety', 16, empirical);
    expect(middle.t).toBe(50);
    expect(middle.percentile).toBe(50);
    const lowQuarter = describeScore('anxiety', 8, empirical);
    expect(lowQuarter.percentile).toBe(25);
    expect(lowQuarter.level).toBe('low');
    expect(describeScore('anxiety', 0, empirical).percentile).toBe(1);
  });
});

describe('levelCrossingOfBand', () => {
  it('finds no crossing while both ends stay within one level, the cut-offs themselves included', () => {
    expect(levelCrossingOfBand(45, 55)).toBeNull();
    expect(levelCrossingOfBand(30, 44.99)).toBeNull();
    expect(levelCrossingOfBand(55.01, 70)).toBeNull();
  });

  it('crosses as soon as an end passes a cut-off, on the unrounded T', () => {
    expect(levelCrossingOfBand(44.99, 50)).toBe('low_to_average');
    expect(levelCrossingOfBand(50, 55.01)).toBe('average_to_high');
    expect(levelCrossingOfBand(44.99, 55.01)).toBe('low_to_high');
    expect(levelCrossingOfBand(40, 60)).toBe('low_to_high');
  });

  it('reads a band whose ends came out in either order the same way', () => {
    expect(levelCrossingOfBand(60, 50)).toBe('average_to_high');
  });
});

describe('Johnson (2014) norms rescaled to 8-item facets', () => {
  const { scales: norms } = johnson2014Norms;

  it('is a valid norm set with a mean and a positive SD for every scale', () => {
    expect(normSetSchema.safeParse(johnson2014Norms).success).toBe(true);
  });

  it('keeps facet means inside 0..32 and facet SDs of a plausible size', () => {
    for (const facet of facets) {
      expect(norms[facet].mean, facet).toSatisfy((mean: number) => mean > 0 && mean < 32);
      expect(norms[facet].sd, facet).toSatisfy((sd: number) => sd > 3 && sd < 10);
    }
  });

  it('makes each domain mean the sum of its facet means, and the domain SD less than their sum', () => {
    for (const domain of domains) {
      const facetNorms = facetsByDomain[domain].map((facet) => norms[facet]);
      const meanSum = facetNorms.reduce((sum, norm) => sum + norm.mean, 0);
      const sdSum = facetNorms.reduce((sum, norm) => sum + norm.sd, 0);
      expect(norms[domain].mean).toBeCloseTo(meanSum, 1);
      expect(norms[domain].sd).toBeLessThan(sdSum);
      expect(norms[domain].sd).toBeGreaterThan(
        Math.sqrt(facetNorms.reduce((s, n) => s + n.sd ** 2, 0)),
      );
    }
  });

  it('derives the PEN norms from the domain and facet norms', () => {
    expect(norms.pen_extraversion).toEqual(norms.extraversion);
    expect(norms.pen_neuroticism).toEqual(norms.neuroticism_x_emotional_stability);
    const meanSum = psychoticismFacets.reduce((sum, facet) => sum + norms[facet].mean, 0);
    expect(norms.pen_psychoticism.mean).toBeCloseTo(192 - meanSum, 1);
  });

  it('refuses a norm set that misses a scale or has a zero SD', () => {
    const { anxiety: _dropped, ...withoutAnxiety } = norms;
    expect(normSetSchema.safeParse({ ...johnson2014Norms, scales: withoutAnxiety }).success).toBe(
      false,
    );
    const zeroSd = { ...norms, anxiety: { mean: 15, sd: 0 } };
    expect(normSetSchema.safeParse({ ...johnson2014Norms, scales: zeroSd }).success).toBe(false);
  });
});
