import { scales, type ScaleScores } from '@facet/assessment-domain';
import { describe, expect, it } from 'vitest';
import { profileFit } from './profile-fit';
import { profileFieldsFromRanges, rangesFromProfileFields } from './profile-ranges';

function scoresWith(overrides: Partial<ScaleScores>): ScaleScores {
  const base = Object.fromEntries(scales.map((scale) => [scale, 16])) as ScaleScores;
  return { ...base, ...overrides };
}

describe('profileFit', () => {
  it('places a score inside, below or above the range, counting both ends as inside', () => {
    const fit = profileFit(scoresWith({ anxiety: 10, trust: 20, ideas: 30, modesty: 25 }), {
      anxiety: { min: 10, max: 20 },
      trust: { min: 10, max: 20 },
      ideas: { min: 10, max: 20 },
      modesty: { min: 26, max: 32 },
    });
    expect(fit.scales).toEqual([
      { scale: 'anxiety', score: 10, min: 10, max: 20, position: 'inside' },
      { scale: 'ideas', score: 30, min: 10, max: 20, position: 'above' },
      { scale: 'trust', score: 20, min: 10, max: 20, position: 'inside' },
      { scale: 'modesty', score: 25, min: 26, max: 32, position: 'below' },
    ]);
  });

  it('lists only the scales the profile sets, in catalogue order', () => {
    const fit = profileFit(scoresWith({}), {
      pen_psychoticism: { min: 0, max: 100 },
      extraversion: { min: 0, max: 100 },
    });
    expect(fit.scales.map((entry) => entry.scale)).toEqual(['extraversion', 'pen_psychoticism']);
  });

  it('gives the share of set scales inside as a whole percentage', () => {
    const fit = profileFit(scoresWith({ anxiety: 5 }), {
      anxiety: { min: 10, max: 20 },
      trust: { min: 10, max: 20 },
      ideas: { min: 10, max: 20 },
    });
    expect(fit.fitPercentage).toBe(67);
  });

  it('gives 100 when every set scale is inside and 0 when none is', () => {
    const ranges = { anxiety: { min: 10, max: 20 }, trust: { min: 0, max: 32 } };
    expect(profileFit(scoresWith({}), ranges).fitPercentage).toBe(100);
    expect(
      profileFit(scoresWith({ anxiety: 25, trust: 16 }), {
        anxiety: { min: 0, max: 20 },
        trust: { min: 20, max: 32 },
      }).fitPercentage,
    ).toBe(0);
  });

  it('gives no percentage (null) when the profile sets no scale', () => {
    expect(profileFit(scoresWith({}), {})).toEqual({ scales: [], fitPercentage: null });
  });
});

describe('profile range fields', () => {
  it('reads scales with both ends given as ranges and skips the rest', () => {
    expect(
      rangesFromProfileFields({
        min_anxiety: 4,
        max_anxiety: 12,
        min_trust: 3,
        max_trust: null,
        max_ideas: 20,
        min_extraversion: 0,
        max_extraversion: 192,
      }),
    ).toEqual({ anxiety: { min: 4, max: 12 }, extraversion: { min: 0, max: 192 } });
  });

  it('writes every min_ and max_ field, null for unset scales, and reads back the same ranges', () => {
    const ranges = { anxiety: { min: 4, max: 12 }, pen_neuroticism: { min: 50, max: 150 } };
    const fields = profileFieldsFromRanges(ranges);
    expect(Object.keys(fields)).toHaveLength(scales.length * 2);
    expect(fields.min_anxiety).toBe(4);
    expect(fields.max_pen_neuroticism).toBe(150);
    expect(fields.min_trust).toBeNull();
    expect(rangesFromProfileFields(fields)).toEqual(ranges);
  });
});
