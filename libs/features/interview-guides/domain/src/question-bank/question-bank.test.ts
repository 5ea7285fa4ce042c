import { penScales } from '@facet/assessment-domain';
import { languages } from '@facet/platform-kernel';
import { describe, expect, it } from 'vitest';
import {
  probeDirections,
  probedScales,
  probeOf,
  questionBank,
  questionBankEntries,
  questionBankParts,
  type Translations,
} from './index';

const everyProbe = probedScales.flatMap((scale) =>
  probeDirections.map((direction) => ({
    scale,
    direction,
    probe: questionBank[scale]?.[direction],
  })),
);

function textsOf(
  probe: NonNullable<(typeof everyProbe)[number]['probe']>,
): [string, Translations][] {
  return [
    ['focus', probe.focus],
    ...probe.questions.map((question, index): [string, Translations] => [
      `question ${index + 1}`,
      question,
    ]),
    ['strong', probe.strong],
    ['weak', probe.weak],
  ];
}

describe('the question bank', () => {
  it('probes the five domains and thirty facets, each in both directions', () => {
    expect(probedScales).toHaveLength(35);
    const missing = everyProbe
      .filter(({ probe }) => !probe)
      .map(({ scale, direction }) => `${scale} ${direction}`);
    expect(missing).toEqual([]);
  });

  it('probes no PEN scale and no scale twice across its parts', () => {
    const written = questionBankParts.flatMap((part) => Object.keys(part));
    expect(new Set(written).size).toBe(written.length);
    for (const pen of penScales) expect(written).not.toContain(pen);
    expect([...written].sort()).toEqual([...probedScales].sort());
  });

  it('asks two or three questions in every probe', () => {
    const wrong = everyProbe
      .filter(({ probe }) => probe && (probe.questions.length < 2 || probe.questions.length > 3))
      .map(({ scale, direction, probe }) => `${scale} ${direction}: ${probe?.questions.length}`);
    expect(wrong).toEqual([]);
  });

  it('says every text in English, Spanish and Portuguese, none left empty or copied from English', () => {
    const problems: string[] = [];
    for (const { scale, direction, probe } of everyProbe) {
      if (!probe) continue;
      for (const [part, texts] of textsOf(probe)) {
        for (const language of languages) {
          if (!texts[language]?.trim())
            problems.push(`${scale} ${direction} ${part}: no ${language}`);
        }
        for (const language of languages.filter((other) => other !== 'en')) {
          if (texts[language]?.trim() === texts.en.trim())
            problems.push(`${scale} ${direction} ${part}: ${language} is the English text`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('records the source of every probe', () => {
    const unsourced = everyProbe
      .filter(({ probe }) => probe && probe.source.trim().length === 0)
      .map(({ scale, direction }) => `${scale} ${direction}`);
    expect(unsourced).toEqual([]);
  });

  it('gives every text of every probe to the catalogue entries, under its probe’s keys', () => {
    for (const { scale, direction, probe } of everyProbe) {
      if (!probe) continue;
      const keys = probeOf(scale, direction);
      expect(questionBankEntries[keys.focus]).toBe(probe.focus);
      expect(keys.questions.map((key) => questionBankEntries[key])).toEqual(probe.questions);
      expect(questionBankEntries[keys.strong]).toBe(probe.strong);
      expect(questionBankEntries[keys.weak]).toBe(probe.weak);
    }
  });
});

describe('probeOf', () => {
  it('gives the message keys of a probe and its source', () => {
    const probe = probeOf('assertiveness', 'low');
    expect(probe.focus).toBe('assertiveness.low.focus');
    expect(probe.questions).toEqual(
      questionBank.assertiveness!.low.questions.map(
        (_, index) => `assertiveness.low.question${index + 1}`,
      ),
    );
    expect(probe.source).toBe(questionBank.assertiveness!.low.source);
  });
});
