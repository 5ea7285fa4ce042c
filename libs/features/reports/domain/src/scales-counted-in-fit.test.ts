import { facetsOfScale, scales, type Scale } from '@facet/assessment-domain';
import { seededRandom } from '@facet/assessment-domain/testing';
import { describe, expect, it } from 'vitest';
import type { ProfileRanges } from './profile-ranges';
import { fitPrecedence, leftOutOfFit } from './scales-counted-in-fit';

const anyRange = { min: 0, max: 32 };

function rangesOn(...set: Scale[]): ProfileRanges {
  return Object.fromEntries(set.map((scale) => [scale, anyRange]));
}

const sharesAnswers = (a: Scale, b: Scale) =>
  facetsOfScale(a).some((facet) => facetsOfScale(b).includes(facet));

describe('leftOutOfFit', () => {
  it('ranks every scale exactly once', () => {
    expect([...fitPrecedence].sort()).toEqual([...scales].sort());
  });

  it('leaves nothing out when no two set scales share answers', () => {
    expect(leftOutOfFit(rangesOn('extraversion', 'anxiety', 'pen_psychoticism'))).toEqual([]);
    expect(leftOutOfFit(rangesOn('pen_extraversion', 'pen_neuroticism', 'modesty'))).toEqual([]);
  });

  it('leaves out a domain whose facets are set, naming the facets that count instead', () => {
    expect(leftOutOfFit(rangesOn('openness_to_experience', 'ideas', 'values', 'trust'))).toEqual([
      { scale: 'openness_to_experience', reason: 'facets_set', countedIn: ['ideas', 'values'] },
    ]);
  });

  it('leaves out PEN E or N beside its domain, or beside the facets when those are set too', () => {
    expect(leftOutOfFit(rangesOn('neuroticism_x_emotional_stability', 'pen_neuroticism'))).toEqual([
      {
        scale: 'pen_neuroticism',
        reason: 'domain_set',
        countedIn: ['neuroticism_x_emotional_stability'],
      },
    ]);
    expect(leftOutOfFit(rangesOn('extraversion', 'activity', 'pen_extraversion'))).toEqual([
      { scale: 'extraversion', reason: 'facets_set', countedIn: ['activity'] },
      { scale: 'pen_extraversion', reason: 'facets_set', countedIn: ['activity'] },
    ]);
  });

  it('leaves out PEN P beside any counted scale it is computed from', () => {
    expect(leftOutOfFit(rangesOn('pen_psychoticism', 'sense_of_duty'))).toEqual([
      { scale: 'pen_psychoticism', reason: 'sources_counted', countedIn: ['sense_of_duty'] },
    ]);
    // Agreeableness sums four of P's six facets.
    expect(leftOutOfFit(rangesOn('agreeableness_or_amiability', 'pen_psychoticism'))).toEqual([
      {
        scale: 'pen_psychoticism',
        reason: 'sources_counted',
        countedIn: ['agreeableness_or_amiability'],
      },
    ]);
    // Modesty and sensitivity are agreeableness facets P leaves aside.
    expect(leftOutOfFit(rangesOn('modesty', 'sensitivity_to_others', 'pen_psychoticism'))).toEqual(
      [],
    );
  });

  it('counts no answer twice and drops no set trait, whatever the profile sets', () => {
    const random = seededRandom(46);
    for (let run = 0; run < 500; run += 1) {
      const set = scales.filter(() => random() < 0.2);
      const leftOut = leftOutOfFit(rangesOn(...set));
      const leftOutScales = leftOut.map((entry) => entry.scale);
      const counted = set.filter((scale) => !leftOutScales.includes(scale));
      for (const a of counted) {
        for (const b of counted) if (a !== b) expect(sharesAnswers(a, b), `${a} ${b}`).toBe(false);
      }
      for (const entry of leftOut) {
        expect(entry.countedIn.length).toBeGreaterThan(0);
        for (const carrier of entry.countedIn) {
          expect(counted).toContain(carrier);
          expect(sharesAnswers(entry.scale, carrier)).toBe(true);
        }
      }
    }
  });
});
