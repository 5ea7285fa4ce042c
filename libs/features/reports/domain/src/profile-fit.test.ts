import { rawStandardError, scales, type NormSet, type ScaleScores } from '@facet/assessment-domain';
import { describe, expect, it } from 'vitest';
import { profileFit } from './profile-fit';
import { profileFieldsFromRanges, rangesFromProfileFields } from './profile-ranges';

function scoresWith(overrides: Partial<ScaleScores>): ScaleScores {
  const base = Object.fromEntries(scales.map((scale) => [scale, 16])) as ScaleScores;
  return { ...base, ...overrides };
}

/** Every scale at mean 16, SD 4: a facet's standard error is then 4 × sqrt(1 − .76) ≈ 1.95. */
const norms: NormSet = {
  version: 'test/1',
  source: 'round numbers',
  provisional: true,
  scales: Object.fromEntries(
    scales.map((scale) => [scale, { mean: 16, sd: 4 }]),
  ) as NormSet['scales'],
};

describe('profileFit', () => {
  it('places a score inside, below or above the range, counting both ends as inside', () => {
    const fit = profileFit(
      scoresWith({ anxiety: 10, trust: 20, ideas: 30, modesty: 23 }),
      {
        anxiety: { min: 10, max: 20 },
        trust: { min: 10, max: 20 },
        ideas: { min: 10, max: 20 },
        modesty: { min: 26, max: 32 },
      },
      norms,
    );
    expect(fit.scales).toEqual([
      { scale: 'anxiety', score: 10, min: 10, max: 20, position: 'inside', counted: true },
      { scale: 'ideas', score: 30, min: 10, max: 20, position: 'above', counted: true },
      { scale: 'trust', score: 20, min: 10, max: 20, position: 'inside', counted: true },
      { scale: 'modesty', score: 23, min: 26, max: 32, position: 'below', counted: true },
    ]);
  });

  it('lists only the scales the profile sets, in catalogue order', () => {
    const fit = profileFit(
      scoresWith({}),
      {
        pen_psychoticism: { min: 0, max: 100 },
        extraversion: { min: 0, max: 100 },
      },
      norms,
    );
    expect(fit.scales.map((entry) => entry.scale)).toEqual(['extraversion', 'pen_psychoticism']);
  });

  it('gives the share of set scales inside as a whole percentage', () => {
    const fit = profileFit(
      scoresWith({ anxiety: 5 }),
      {
        anxiety: { min: 10, max: 20 },
        trust: { min: 10, max: 20 },
        ideas: { min: 10, max: 20 },
      },
      norms,
    );
    expect(fit.fitPercentage).toBe(67);
  });

  it('gives 100 when every set scale is inside and 0 when none is', () => {
    const ranges = { anxiety: { min: 10, max: 20 }, trust: { min: 0, max: 32 } };
    expect(profileFit(scoresWith({}), ranges, norms).fitPercentage).toBe(100);
    expect(
      profileFit(
        scoresWith({ anxiety: 25, trust: 16 }),
        {
          anxiety: { min: 0, max: 20 },
          trust: { min: 20, max: 32 },
        },
        norms,
      ).fitPercentage,
    ).toBe(0);
  });

  it('calls a score outside the range borderline when its ±1 SEM band reaches the range', () => {
    const error = rawStandardError('anxiety', 4);
    expect(error).toBeCloseTo(1.95, 2);
    const ranges = { anxiety: { min: 10, max: 20 } };
    const positionAt = (anxiety: number) =>
      profileFit(scoresWith({ anxiety }), ranges, norms).scales[0]?.position;
    expect(positionAt(21)).toBe('borderline');
    expect(positionAt(8.5)).toBe('borderline');
    expect(positionAt(22)).toBe('above');
    expect(positionAt(8)).toBe('below');
  });

  it('counts a borderline scale as half a fit', () => {
    const fit = profileFit(
      scoresWith({ anxiety: 21 }),
      { anxiety: { min: 10, max: 20 }, trust: { min: 10, max: 20 } },
      norms,
    );
    expect(fit.fitPercentage).toBe(75);
  });

  it('counts PEN E and N once: not again when the profile also sets their domain', () => {
    const scores = scoresWith({ extraversion: 150, pen_extraversion: 150 });
    const both = profileFit(
      scores,
      {
        extraversion: { min: 0, max: 100 },
        pen_extraversion: { min: 0, max: 100 },
        trust: { min: 0, max: 32 },
      },
      norms,
    );
    expect(both.scales.map((fit) => [fit.scale, fit.position, fit.counted])).toEqual([
      ['extraversion', 'above', true],
      ['trust', 'inside', true],
      ['pen_extraversion', 'above', false],
    ]);
    expect(both.fitPercentage).toBe(50);
    const penOnly = profileFit(scores, { pen_extraversion: { min: 0, max: 100 } }, norms);
    expect(penOnly.scales[0]?.counted).toBe(true);
    expect(penOnly.fitPercentage).toBe(0);
  });

  it('gives no percentage (null) when the profile sets no scale', () => {
    expect(profileFit(scoresWith({}), {}, norms)).toEqual({ scales: [], fitPercentage: null });
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
