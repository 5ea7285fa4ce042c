import {
  domains,
  facets,
  levels,
  scales,
  type Facet,
  type Level,
  type Scale,
} from '@facet/assessment-domain';
import { languages } from '@facet/platform-kernel';
import { describe, expect, it } from 'vitest';
import {
  atAGlanceTexts,
  glanceNoteCount,
  mostDistinctFacets,
  poleOf,
  profileAtAGlance,
  type GlanceStanding,
} from './at-a-glance';
import { atAGlanceHeadings } from './text/at-a-glance-headings';
import { ownValidityNotice } from './text/own-validity-notice';

const levelOfPercentile = (percentile: number): Level =>
  percentile < 31 ? 'low' : percentile > 69 ? 'high' : 'average';

/** Every scale at the median, but the given percentiles. */
function standingsWith(percentiles: Partial<Record<Scale, number>>): Record<Scale, GlanceStanding> {
  return Object.fromEntries(
    scales.map((scale) => {
      const percentile = percentiles[scale] ?? 50;
      return [scale, { percentile, level: levelOfPercentile(percentile) }];
    }),
  ) as Record<Scale, GlanceStanding>;
}

describe('the facets the glance speaks of', () => {
  it('are the three most distinct scores, furthest from the median first, either way', () => {
    const chosen = mostDistinctFacets(
      standingsWith({ orderliness: 90, gregariousness: 4, ideas: 75, trust: 60 }),
    );
    expect(chosen).toEqual([
      { scale: 'gregariousness', pole: 'low' },
      { scale: 'orderliness', pole: 'high' },
      { scale: 'ideas', pole: 'high' },
    ]);
  });

  it('take at most one facet of a domain, so three notes do not say one thing three times', () => {
    const chosen = mostDistinctFacets(
      standingsWith({
        anxiety: 97,
        depression: 95,
        vulnerability: 93,
        altruism: 20,
        modesty: 75,
        orderliness: 70,
      }),
    );
    expect(chosen.map(({ scale }) => scale)).toEqual(['anxiety', 'altruism', 'orderliness']);
    expect(chosen).toHaveLength(glanceNoteCount);
  });

  it('follow the catalogue order on ties, so the same scores always give the same facets', () => {
    const flat = standingsWith({});
    expect(mostDistinctFacets(flat)).toEqual(mostDistinctFacets(flat));
    expect(mostDistinctFacets(flat).map(({ scale }) => scale)).toEqual([
      'anxiety',
      'cordiality',
      'fantasy',
    ]);
  });

  it('lean high from the median up and low below it', () => {
    expect(poleOf(50)).toBe('high');
    expect(poleOf(49)).toBe('low');
  });
});

describe('the profile at a glance', () => {
  it('gives a low score a strength as well as a watch-out: a low score is not a defect', () => {
    const glance = profileAtAGlance(standingsWith({ gregariousness: 3 }), 'en');
    expect(glance.strengths[0]).toEqual({
      scale: 'gregariousness',
      pole: 'low',
      text: 'You tend to work well on your own for long stretches.',
    });
    expect(glance.watchOuts[0]).toEqual({
      scale: 'gregariousness',
      pole: 'low',
      text: 'You may miss out on contacts that would help your work.',
    });
  });

  it('places the five domains between their poles at the person’s percentile', () => {
    const glance = profileAtAGlance(standingsWith({ extraversion: 88 }), 'es');
    expect(glance.domains.map(({ scale }) => scale)).toEqual([...domains]);
    expect(glance.domains[1]).toEqual({
      scale: 'extraversion',
      percentile: 88,
      level: 'high',
      poles: { low: 'Reserva', high: 'Sociabilidad' },
    });
  });

  it('says what each domain’s level tends to mean at work, in the person’s language', () => {
    const glance = profileAtAGlance(
      standingsWith({ perseverance_or_responsibility: 85, neuroticism_x_emotional_stability: 10 }),
      'pt',
    );
    expect(glance.atWork).toHaveLength(domains.length);
    expect(glance.atWork[0]?.text).toBe(
      atAGlanceTexts.pt.atWork.neuroticism_x_emotional_stability.low,
    );
    expect(glance.atWork[4]?.text).toBe(
      atAGlanceTexts.pt.atWork.perseverance_or_responsibility.high,
    );
  });
});

describe('the glance wording', () => {
  const poles = ['low', 'high'] as const;

  it('has every key in every language, none empty and none left in English', () => {
    for (const language of languages) {
      const text = atAGlanceTexts[language];
      const all = [
        ...domains.flatMap((domain) => poles.map((pole) => text.poles[domain][pole])),
        ...facets.flatMap((facet: Facet) =>
          poles.flatMap((pole) => [text.strengths[facet][pole], text.watchOuts[facet][pole]]),
        ),
        ...domains.flatMap((domain) => levels.map((level) => text.atWork[domain][level])),
      ];
      expect(all).toHaveLength(domains.length * 2 + facets.length * 4 + domains.length * 3);
      for (const sentence of all) expect(sentence.trim()).not.toBe('');
      if (language === 'en') continue;
      const english = new Set(
        facets.flatMap((facet) => poles.map((pole) => atAGlanceTexts.en.strengths[facet][pole])),
      );
      for (const facet of facets) {
        for (const pole of poles) expect(english.has(text.strengths[facet][pole])).toBe(false);
      }
    }
  });

  it('speaks to the person and hedges: no sentence states a trait as fixed', () => {
    for (const facet of facets) {
      for (const pole of poles) {
        expect(atAGlanceTexts.en.strengths[facet][pole]).toMatch(/^You tend to /);
        expect(atAGlanceTexts.en.watchOuts[facet][pole]).toMatch(/^You may /);
      }
    }
  });

  it('names every strength and watch-out differently, so no two notes read alike', () => {
    for (const language of languages) {
      const text = atAGlanceTexts[language];
      const notes = facets.flatMap((facet) =>
        poles.flatMap((pole) => [text.strengths[facet][pole], text.watchOuts[facet][pole]]),
      );
      expect(new Set(notes).size).toBe(notes.length);
    }
  });

  it('has the headings and the person’s validity notice in every language', () => {
    const translations = [
      ...Object.values(atAGlanceHeadings),
      ...Object.values(ownValidityNotice).flatMap(({ title, text }) => [title, text]),
    ];
    for (const translation of translations) {
      for (const language of languages) expect(translation[language].trim()).not.toBe('');
    }
  });
});
