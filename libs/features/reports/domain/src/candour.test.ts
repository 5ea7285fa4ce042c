import { levelCrossingOfBand, scales, type Level, type Scale } from '@facet/assessment-domain';
import { languages } from '@facet/platform-kernel';
import { describe, expect, it } from 'vitest';
import { allowsCandidWording, candourCutoffs } from './candour';
import {
  buildReport,
  describeScale,
  describeStanding,
  levelOrRangeName,
  type ScaleStanding,
  type ScaleStandings,
} from './report';
import { reportAudiences } from './report-sections';
import { reportTexts } from './text/report-texts';

/** A standing at T `t` with a band from `tLow` to `tHigh`, its crossing read by the domain rule. */
function standing(t: number, tLow: number, tHigh: number): ScaleStanding {
  const level: Level = t < 45 ? 'low' : t > 55 ? 'high' : 'average';
  return {
    level,
    t,
    band: {
      rawLow: 0,
      rawHigh: 0,
      tLow,
      tHigh,
      percentileLow: 1,
      percentileHigh: 99,
      crossing: levelCrossingOfBand(tLow, tHigh),
    },
  };
}

/** Every scale average and inside its level, with the given scales' standings on top. */
function standingsWith(overrides: Partial<Record<Scale, ScaleStanding>>): ScaleStandings {
  const average = standing(50, 48, 52);
  return {
    ...(Object.fromEntries(scales.map((scale) => [scale, average])) as ScaleStandings),
    ...overrides,
  };
}

const reportText = (
  standings: ScaleStandings,
  language: (typeof languages)[number],
  audience: 'person' | 'company',
) =>
  buildReport(standings, language, audience)
    .flatMap((section) => section.paragraphs)
    .join(' ');

describe('the candour rule', () => {
  it('sets T 40 and 60 for the score and the level cut-offs, 45 and 55, for the whole band', () => {
    expect(candourCutoffs).toEqual({
      low: { tBelow: 40, bandBelow: 45 },
      high: { tAbove: 60, bandAbove: 55 },
    });
  });

  it.each(['frankness', 'sense_of_duty'] as const)(
    'states low %s plainly only below T 40 with the whole band below 45',
    (scale) => {
      expect(allowsCandidWording(scale, standing(39.9, 31.9, 44.9))).toBe(true);
      expect(allowsCandidWording(scale, standing(40, 32, 44.9))).toBe(false);
      expect(allowsCandidWording(scale, standing(39.9, 31.9, 45))).toBe(false);
      expect(allowsCandidWording(scale, standing(30, 22, 38))).toBe(true);
    },
  );

  it('states high PEN P plainly only above T 60 with the whole band above 55', () => {
    expect(allowsCandidWording('pen_psychoticism', standing(60.1, 55.1, 65.6))).toBe(true);
    expect(allowsCandidWording('pen_psychoticism', standing(60, 55.1, 65.5))).toBe(false);
    expect(allowsCandidWording('pen_psychoticism', standing(60.1, 55, 65.6))).toBe(false);
  });

  it('never states the other pole, or any other scale, plainly', () => {
    expect(allowsCandidWording('frankness', standing(75, 70, 80))).toBe(false);
    expect(allowsCandidWording('pen_psychoticism', standing(25, 20, 30))).toBe(false);
    expect(allowsCandidWording('trust', standing(20, 15, 25))).toBe(false);
  });

  it.each(languages)(
    'uses the plain statements in every text path only when the rule allows (%s)',
    (language) => {
      for (const audience of reportAudiences) {
        const voice = reportTexts[language].voices[audience];
        const plain = standingsWith({
          frankness: standing(35, 27, 43),
          sense_of_duty: standing(35, 27, 43),
          pen_psychoticism: standing(65, 60, 70),
        });
        const mild = standingsWith({
          frankness: standing(40, 37, 43),
          sense_of_duty: standing(40, 37, 43),
          pen_psychoticism: standing(60, 57, 63),
        });
        for (const scale of ['frankness', 'sense_of_duty', 'pen_psychoticism'] as const) {
          expect(describeStanding(scale, plain[scale], language, audience)).toBe(
            voice.candid.descriptions[scale],
          );
          expect(describeStanding(scale, mild[scale], language, audience)).toBe(
            describeScale(scale, mild[scale].level, language, audience),
          );
        }
        const plainReport = reportText(plain, language, audience);
        const mildReport = reportText(mild, language, audience);
        const candidSentences = [
          voice.candid.sections.work.sense_of_duty,
          voice.candid.sections.keyPersonToPerson.frankness,
        ];
        for (const sentence of candidSentences) {
          expect(plainReport).toContain(sentence);
          expect(mildReport).not.toContain(sentence);
        }
        expect(mildReport).toContain(voice.sections.work.byScale.sense_of_duty.low);
        expect(mildReport).toContain(voice.sections.keyPersonToPerson.byScale.frankness.low);
      }
    },
  );
});

describe('a band that crosses a level cut-off', () => {
  it.each([
    [
      'en',
      'Likely average to high',
      'The Assertiveness score sits near the border between average and high; read this as a tendency:',
    ],
    [
      'es',
      'Probablemente entre medio y alto',
      'La puntuación de Asertividad está cerca del límite entre medio y alto; conviene leer lo que sigue como una tendencia:',
    ],
    [
      'pt',
      'Provavelmente entre médio e alto',
      'A pontuação de Assertividade está perto do limite entre médio e alto; leia o que vem a seguir como uma tendência:',
    ],
  ] as const)('names both levels and hedges the scale’s texts (%s)', (language, shown, hedge) => {
    const nearBorder = standing(57, 49, 65);
    expect(levelOrRangeName(nearBorder.level, nearBorder.band.crossing, language)).toBe(shown);
    for (const audience of reportAudiences) {
      const voice = reportTexts[language].voices[audience];
      expect(describeStanding('assertiveness', nearBorder, language, audience)).toBe(
        `${hedge} ${voice.descriptions.assertiveness.high}`,
      );
      const leadership = buildReport(
        standingsWith({ assertiveness: nearBorder }),
        language,
        audience,
      ).find((section) => section.key === 'leadershipNeed');
      expect(leadership?.paragraphs).toContain(
        `${hedge} ${voice.sections.leadershipNeed.byScale.assertiveness.high}`,
      );
    }
  });

  it('says low to high for an average score whose band reaches past both cut-offs', () => {
    const wide = standing(50, 42, 58);
    expect(levelOrRangeName(wide.level, wide.band.crossing, 'en')).toBe('Likely low to high');
    expect(describeStanding('anxiety', wide, 'en', 'company')).toMatch(
      /^Within its margin of error the Anxiety score could be low, average or high; read this as a tendency: /,
    );
  });

  it('states the level flatly when the band stays within it', () => {
    const clear = standing(70, 62, 78);
    expect(levelOrRangeName(clear.level, clear.band.crossing, 'en')).toBe('High');
    expect(describeStanding('assertiveness', clear, 'en', 'company')).toBe(
      reportTexts.en.voices.company.descriptions.assertiveness.high,
    );
  });

  it('never hedges a plain integrity statement: the rule needs the whole band in one level', () => {
    const grid = [30, 35, 39.9, 44, 56, 60.1, 65, 70].flatMap((t) =>
      [2, 5, 8].map((halfWidth) => standing(t, t - halfWidth, t + halfWidth)),
    );
    const candid = grid.filter(
      (reading) =>
        allowsCandidWording('frankness', reading) ||
        allowsCandidWording('pen_psychoticism', reading),
    );
    expect(candid.length).toBeGreaterThan(0);
    expect(candid.filter((reading) => reading.band.crossing !== null)).toEqual([]);
  });
});
