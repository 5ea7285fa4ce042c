import {
  confidenceBandZ,
  rawStandardError,
  scales,
  type NormSet,
  type ScaleScores,
} from '@facet/assessment-domain';
import { describe, expect, it } from 'vitest';
import { fitCountsOf, profileFit } from './profile-fit';
import { profileFieldsFromRanges, rangesFromProfileFields } from './profile-ranges';

function scoresWith(overrides: Partial<ScaleScores>): ScaleScores {
  const base = Object.fromEntries(scales.map((scale) => [scale, 16])) as ScaleScores;
  return { ...base, ...overrides };
}

/**
 * Every scale at mean 16, SD 4: a facet's standard error is then 4 × sqrt(1 − .76) ≈ 1.95, and
 * its 90 % band ±1.645 × 1.95 ≈ ±3.21 raw points.
 */
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
      scoresWith({ anxiety: 10, trust: 20, ideas: 30, modesty: 22 }),
      {
        anxiety: { min: 10, max: 20 },
        trust: { min: 10, max: 20 },
        ideas: { min: 10, max: 20 },
        modesty: { min: 26, max: 32 },
      },
      norms,
    );
    const counted = { counted: true, leftOut: null };
    expect(fit.scales).toEqual([
      { scale: 'anxiety', score: 10, min: 10, max: 20, position: 'inside', ...counted },
      { scale: 'ideas', score: 30, min: 10, max: 20, position: 'above', ...counted },
      { scale: 'trust', score: 20, min: 10, max: 20, position: 'inside', ...counted },
      { scale: 'modesty', score: 22, min: 26, max: 32, position: 'below', ...counted },
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

  it('calls a score outside the range borderline when its 90 % band reaches the range', () => {
    const error = confidenceBandZ * rawStandardError('anxiety', 4);
    expect(error).toBeCloseTo(3.21, 2);
    const ranges = { anxiety: { min: 10, max: 20 } };
    const positionAt = (anxiety: number) =>
      profileFit(scoresWith({ anxiety }), ranges, norms).scales[0]?.position;
    expect(positionAt(23.2)).toBe('borderline');
    expect(positionAt(6.8)).toBe('borderline');
    expect(positionAt(23.3)).toBe('above');
    expect(positionAt(6.7)).toBe('below');
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
    expect(both.scales[2]?.leftOut).toEqual({ reason: 'domain_set', countedIn: ['extraversion'] });
    expect(both.fitPercentage).toBe(50);
    const penOnly = profileFit(scores, { pen_extraversion: { min: 0, max: 100 } }, norms);
    expect(penOnly.scales[0]?.counted).toBe(true);
    expect(penOnly.fitPercentage).toBe(0);
  });

  it('counts a domain set alone once, like any other scale', () => {
    const fit = profileFit(
      scoresWith({ extraversion: 150 }),
      { extraversion: { min: 0, max: 100 }, trust: { min: 10, max: 20 } },
      norms,
    );
    expect(fit.scales.every((scale) => scale.counted && scale.leftOut === null)).toBe(true);
    // Extraversion above, trust inside: 1 of 2.
    expect(fit.fitPercentage).toBe(50);
  });

  it('leaves a domain out of the fit when the profile sets some of its facets', () => {
    const fit = profileFit(
      scoresWith({ extraversion: 150 }),
      {
        extraversion: { min: 0, max: 100 },
        cordiality: { min: 10, max: 20 },
        assertiveness: { min: 10, max: 20 },
      },
      norms,
    );
    expect(fit.scales[0]).toEqual({
      scale: 'extraversion',
      score: 150,
      min: 0,
      max: 100,
      position: 'above',
      counted: false,
      leftOut: { reason: 'facets_set', countedIn: ['cordiality', 'assertiveness'] },
    });
    // Counting the domain too would give 2 of 3 (67%): its answers are the facets' answers.
    expect(fit.fitPercentage).toBe(100);
    expect(fitCountsOf(fit)).toEqual({ inside: 2, borderline: 0, below: 0, above: 0 });
  });

  it('leaves PEN P out when the profile sets A or C facets it is computed from', () => {
    const fit = profileFit(
      scoresWith({ pen_psychoticism: 150 }),
      {
        trust: { min: 10, max: 20 },
        deliberation: { min: 0, max: 5 },
        pen_psychoticism: { min: 0, max: 50 },
      },
      norms,
    );
    expect(fit.scales.map((scale) => [scale.scale, scale.position, scale.leftOut])).toEqual([
      ['trust', 'inside', null],
      ['deliberation', 'above', null],
      [
        'pen_psychoticism',
        'above',
        { reason: 'sources_counted', countedIn: ['trust', 'deliberation'] },
      ],
    ]);
    // Trust inside, deliberation above: 1 of 2, where counting P as well would give 1 of 3 (33%).
    expect(fit.fitPercentage).toBe(50);
  });

  it('keeps PEN P when the only scale it shares answers with is itself left out', () => {
    // Perseverance is left out for competence; competence is no part of P, so P still counts.
    const fit = profileFit(
      scoresWith({ pen_psychoticism: 150 }),
      {
        perseverance_or_responsibility: { min: 0, max: 192 },
        competence: { min: 10, max: 20 },
        pen_psychoticism: { min: 0, max: 50 },
      },
      norms,
    );
    expect(fit.scales.map((scale) => [scale.scale, scale.counted])).toEqual([
      ['perseverance_or_responsibility', false],
      ['competence', true],
      ['pen_psychoticism', true],
    ]);
    expect(fit.fitPercentage).toBe(50);
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
