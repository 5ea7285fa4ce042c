import { levels, scales, type Level, type Scale, type ScaleLevels } from '@facet/assessment-domain';
import { languages } from '@facet/platform-kernel';
import { describe, expect, it } from 'vitest';
import {
  buildReport,
  describeScale,
  levelName,
  omittedSections,
  scaleName,
  type ScaleStanding,
  type ScaleStandings,
} from './report';
import {
  personOnlySections,
  reportAudiences,
  reportSectionKeys,
  scalesBySection,
} from './report-sections';
import { reportTexts } from './text/report-texts';

/**
 * A score inside each level with a narrow band that crosses no cut-off, short of the candour
 * rule's limits (T 40 and 60), so every scale reads its level text.
 */
const standingAt: Record<Level, ScaleStanding> = {
  low: { level: 'low', t: 42, band: narrowBand(42) },
  average: { level: 'average', t: 50, band: narrowBand(50) },
  high: { level: 'high', t: 58, band: narrowBand(58) },
};

function narrowBand(t: number): ScaleStanding['band'] {
  return {
    rawLow: 0,
    rawHigh: 0,
    tLow: t - 2,
    tHigh: t + 2,
    percentileLow: 1,
    percentileHigh: 99,
    crossing: null,
  };
}

function standingsOf(levelsByScale: ScaleLevels): ScaleStandings {
  return Object.fromEntries(
    scales.map((scale) => [scale, standingAt[levelsByScale[scale]]]),
  ) as ScaleStandings;
}

function levelsWith(base: Level, overrides: Partial<ScaleLevels> = {}): ScaleStandings {
  const uniform = Object.fromEntries(scales.map((scale) => [scale, base])) as ScaleLevels;
  return standingsOf({ ...uniform, ...overrides });
}

/** A small seeded generator (mulberry32), so the "random" profiles are the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function randomLevels(seed: number): ScaleStandings {
  const next = seededRandom(seed);
  return standingsOf(
    Object.fromEntries(
      scales.map((scale) => [scale, levels[Math.floor(next() * levels.length)]]),
    ) as ScaleLevels,
  );
}

const sectionScalePairs = reportSectionKeys.flatMap((key) =>
  (scalesBySection[key] as readonly Scale[]).map((scale) => ({ key, scale })),
);

describe('buildReport', () => {
  it('returns the six sections in the product order, each with a title', () => {
    for (const language of languages) {
      const report = buildReport(levelsWith('average'), language, 'person');
      expect(report.map((section) => section.key)).toEqual([...reportSectionKeys]);
      for (const section of report) expect(section.title.trim()).not.toBe('');
    }
  });

  describe.each(languages)('in %s', (language) => {
    it.each(sectionScalePairs)(
      'gives the $key section a non-empty sentence for $scale at every level',
      ({ key, scale }) => {
        for (const level of levels) {
          const report = buildReport(levelsWith('average', { [scale]: level }), language, 'person');
          const section = report.find((candidate) => candidate.key === key);
          const byScale: Partial<Record<Scale, Record<Level, string>>> =
            reportTexts[language].voices.person.sections[key].byScale;
          const sentence = byScale[scale]?.[level] ?? '';
          expect(sentence.trim()).not.toBe('');
          expect(section?.paragraphs.join(' ')).toContain(sentence);
        }
      },
    );

    it.each(levels)('writes no empty paragraph when every scale is %s', (level) => {
      for (const section of buildReport(levelsWith(level), language, 'person')) {
        expect(section.paragraphs.length).toBeGreaterThanOrEqual(2);
        for (const paragraph of section.paragraphs) expect(paragraph.trim()).not.toBe('');
      }
    });
  });

  it('reads the distinctive (high or low) tendencies before the average ones', () => {
    const report = buildReport(
      levelsWith('average', { positive_emotions: 'high' }),
      'en',
      'person',
    );
    const social = report.find((section) => section.key === 'socialRelationships');
    const socialText = reportTexts.en.voices.person.sections.socialRelationships;
    expect(social?.paragraphs[1]).toBe(socialText.byScale.positive_emotions.high);
    expect(social?.paragraphs[2]).toContain(socialText.byScale.cordiality.average);
  });

  it('leaves out the average paragraph when every bearing scale stands out', () => {
    const report = buildReport(levelsWith('low'), 'es', 'person');
    for (const section of report.filter((candidate) => candidate.key !== 'generalConclusion')) {
      expect(section.paragraphs).toHaveLength(2);
    }
  });

  it('ends the general conclusion, and only it, with the closing reminder in the audience’s voice', () => {
    for (const language of languages) {
      for (const audience of reportAudiences) {
        const report = buildReport(levelsWith('high'), language, audience);
        const closing = reportTexts[language].voices[audience].closing;
        expect(report.at(-1)?.paragraphs.at(-1)).toBe(closing);
        for (const section of report.slice(0, -1)) {
          expect(section.paragraphs).not.toContain(closing);
        }
      }
    }
  });

  it('gives the same text for the same levels and language', () => {
    for (const seed of [1, 2, 3, 42]) {
      for (const language of languages) {
        const first = buildReport(randomLevels(seed), language, 'person');
        const second = buildReport(randomLevels(seed), language, 'person');
        expect(second).toEqual(first);
      }
    }
  });

  it('writes each language in its own words rather than repeating another language', () => {
    const english = buildReport(randomLevels(7), 'en', 'person').flatMap(
      (section) => section.paragraphs,
    );
    for (const language of ['es', 'pt'] as const) {
      const translated = buildReport(randomLevels(7), language, 'person').flatMap(
        (section) => section.paragraphs,
      );
      translated.forEach((paragraph, index) => expect(paragraph).not.toBe(english[index]));
    }
  });
});

describe('reports for the person and for their company', () => {
  it.each(languages)(
    'gives the person every section, Family included, and leaves none out (%s)',
    (language) => {
      const report = buildReport(randomLevels(3), language, 'person');
      expect(report.map((section) => section.key)).toEqual([...reportSectionKeys]);
      expect(omittedSections(language, 'person')).toEqual([]);
    },
  );

  it.each(languages)(
    'leaves Family out of a company report, its text included, and names it with the reason (%s)',
    (language) => {
      const levels = randomLevels(3);
      const report = buildReport(levels, language, 'company');
      expect(report.map((section) => section.key)).toEqual(
        reportSectionKeys.filter((key) => key !== 'family'),
      );
      const familyText = reportTexts[language].voices.company.sections.family;
      const companyText = report.flatMap((section) => section.paragraphs).join(' ');
      expect(companyText).not.toContain(familyText.introduction);
      expect(omittedSections(language, 'company')).toEqual([
        {
          key: 'family',
          title: reportTexts[language].sectionTitles.family,
          reason: reportTexts[language].personOnlySectionReason,
        },
      ]);
      expect(reportTexts[language].personOnlySectionReason.trim()).not.toBe('');
    },
  );

  it('writes the reason in each language, not copied from English', () => {
    const english = reportTexts.en.personOnlySectionReason;
    expect(reportTexts.es.personOnlySectionReason).not.toBe(english);
    expect(reportTexts.pt.personOnlySectionReason).not.toBe(english);
    expect(personOnlySections).toEqual(['family']);
  });
});

describe('describeScale, scaleName and levelName', () => {
  it.each(languages)('have a non-empty text for every scale and level in %s', (language) => {
    for (const scale of scales) {
      expect(scaleName(scale, language).trim()).not.toBe('');
      for (const level of levels) {
        for (const audience of reportAudiences) {
          expect(describeScale(scale, level, language, audience).trim()).not.toBe('');
        }
      }
    }
    for (const level of levels) expect(levelName(level, language).trim()).not.toBe('');
  });

  it.each(languages)('gives every scale its own name and texts in %s', (language) => {
    const names = scales.map((scale) => scaleName(scale, language));
    expect(new Set(names).size).toBe(scales.length);
    for (const audience of reportAudiences) {
      const descriptions = scales.flatMap((scale) =>
        levels.map((level) => describeScale(scale, level, language, audience)),
      );
      expect(new Set(descriptions).size).toBe(descriptions.length);
    }
  });

  it('translates every scale text instead of copying the English one', () => {
    for (const scale of scales) {
      for (const level of levels) {
        for (const audience of reportAudiences) {
          const english = describeScale(scale, level, 'en', audience);
          expect(describeScale(scale, level, 'es', audience)).not.toBe(english);
          expect(describeScale(scale, level, 'pt', audience)).not.toBe(english);
        }
      }
    }
  });

  it.each(languages)(
    'words every scale text differently for the person and the company (%s)',
    (language) => {
      for (const scale of scales) {
        for (const level of levels) {
          expect(describeScale(scale, level, language, 'person')).not.toBe(
            describeScale(scale, level, language, 'company'),
          );
        }
      }
    },
  );
});
