import type { Language } from '@facet/platform-kernel';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemBankVersion, items } from './item-bank';
import { instrumentReport } from './instrument-report';
import {
  instrumentReportMinimumResults,
  instrumentReportMinimumRetestPairs,
  type InstrumentReport,
  type InstrumentReportCell,
  type InstrumentResultRow,
} from './instrument-report-shape';
import {
  instrumentReportTableHeader,
  instrumentReportTableRows,
  unrecordedLanguage,
} from './instrument-report-table';
import { currentNorms } from './norm-registry';
import { protocolValidity, type ProtocolValidity } from './protocol-validity';
import { answerScale, domains, facets, scales, type Answer } from './scales';
import { scoreAnswers, type AnswerSet } from './scoring';
import { seededRandom, simulatePopulation } from './testing';

const protocolsPerLanguage = 2000;
const retestPeople = 60;
const firstDay = Date.UTC(2027, 0, 4);
const day = 24 * 60 * 60 * 1000;
let nextResultId = 1;

function resultRow(
  answers: AnswerSet,
  person: { userId: number; lang: Language | null; version?: string; createdAt: number },
  validity: ProtocolValidity | null = protocolValidity(answers),
): InstrumentResultRow {
  return {
    resultId: nextResultId++,
    userId: person.userId,
    lang: person.lang,
    itemBankVersion: person.version ?? itemBankVersion,
    normVersion: currentNorms.version,
    createdAt: new Date(person.createdAt),
    scores: scoreAnswers(answers),
    validity,
    answerValues: Object.fromEntries(
      Object.entries(answers).map(([itemId, answer]) => [
        itemId,
        answerScale.indexOf(answer as Answer),
      ]),
    ),
  };
}

/** The same person three weeks on: about one answer in five a step away. */
function retaken(answers: AnswerSet, random: () => number): AnswerSet {
  return Object.fromEntries(
    Object.entries(answers).map(([itemId, answer]) => {
      const position = answerScale.indexOf(answer as Answer);
      const step = random() < 0.2 ? (random() < 0.5 ? -1 : 1) : 0;
      return [itemId, answerScale[Math.min(4, Math.max(0, position + step))]!];
    }),
  );
}

/** Stored before `validityRulesVersion`: a status, and indices of the first rules' shape. */
const firstRulesValidity = {
  status: 'valid',
  flags: [],
  indices: { longestRun: { answer: 'agree', length: 4 }, evenOdd: 0.8 },
} as unknown as ProtocolValidity;

function simulatedRows(): InstrumentResultRow[] {
  const random = seededRandom(35);
  const rows: InstrumentResultRow[] = [];
  let userId = 0;
  (['en', 'es', 'pt'] as const).forEach((lang, languageIndex) => {
    const people = simulatePopulation({
      respondentClass: 'attentive',
      count: protocolsPerLanguage,
      seed: 100 + languageIndex,
    });
    people.forEach(({ answers }, index) => {
      userId += 1;
      const person = { userId, lang, createdAt: firstDay + index * 60_000 };
      rows.push(resultRow(answers, person));
      if (lang === 'en' && index < retestPeople) {
        rows.push(
          resultRow(retaken(answers, random), {
            ...person,
            createdAt: person.createdAt + 21 * day,
          }),
        );
      }
    });
  });
  // Spanish retakers fall short of the minimum pairs.
  for (let index = 0; index < 10; index += 1) {
    const first = rows.find((row) => row.lang === 'es' && row.userId === 2001 + index)!;
    rows.push({
      ...first,
      resultId: nextResultId++,
      createdAt: new Date(first.createdAt.getTime() + 14 * day),
    });
  }
  for (const { answers } of simulatePopulation({
    respondentClass: 'attentive',
    count: 120,
    seed: 7,
  })) {
    userId += 1;
    rows.push(
      resultRow(answers, { userId, lang: 'en', version: 'ipip-neo-240/2', createdAt: firstDay }),
    );
  }
  // Before the language and the current rules were recorded: statuses only.
  for (const { answers } of simulatePopulation({
    respondentClass: 'attentive',
    count: 30,
    seed: 8,
  })) {
    userId += 1;
    rows.push(resultRow(answers, { userId, lang: 'pt', createdAt: firstDay }, firstRulesValidity));
  }
  for (const { answers } of simulatePopulation({
    respondentClass: 'uniform_random',
    count: 40,
    seed: 9,
  })) {
    userId += 1;
    rows.push(resultRow(answers, { userId, lang: null, createdAt: firstDay }, null));
  }
  return rows;
}

let report: InstrumentReport;
const cellOf = (lang: Language | null, version = itemBankVersion): InstrumentReportCell => {
  const cell = report.cells.find(
    (found) => found.lang === lang && found.itemBankVersion === version,
  );
  if (!cell) throw new Error(`No cell ${lang} ${version}`);
  return cell;
};
const figuresOf = (lang: Language) => {
  const figures = cellOf(lang).figures;
  if (!figures) throw new Error(`No figures for ${lang}`);
  return figures;
};
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2
  );
};

beforeAll(() => {
  report = instrumentReport(simulatedRows(), new Date('2027-03-01T09:00:00Z'));
}, 120_000);

describe('instrumentReport on a simulated population', () => {
  it('has a cell per language of the current version, then older versions and no language', () => {
    expect(report.cells.map((cell) => [cell.lang, cell.itemBankVersion, cell.n])).toEqual([
      ['en', itemBankVersion, protocolsPerLanguage + retestPeople],
      ['es', itemBankVersion, protocolsPerLanguage + 10],
      ['pt', itemBankVersion, protocolsPerLanguage + 30],
      [null, itemBankVersion, 40],
      ['en', 'ipip-neo-240/2', 120],
    ]);
    expect(report).toMatchObject({
      generatedAt: '2027-03-01T09:00:00.000Z',
      minimumResults: 200,
      minimumRetestPairs: 50,
    });
  });

  it('finds the facet alphas the simulation was built with (about .77) in every language', () => {
    for (const lang of ['en', 'es', 'pt'] as const) {
      const { reliability } = figuresOf(lang);
      expect(reliability.n).toBeGreaterThanOrEqual(protocolsPerLanguage);
      const facetAlphas = facets.map((facet) => reliability.figures!.facetAlpha[facet]!);
      expect(Math.abs(median(facetAlphas) - 0.77)).toBeLessThan(0.03);
      expect(Math.min(...facetAlphas)).toBeGreaterThan(0.6);
      for (const domain of domains) {
        expect(reliability.figures!.domainAlpha[domain]).toBeGreaterThan(0.85);
      }
      const itemTotals = items.map((item) => reliability.figures!.correctedItemTotal[item.id]!);
      expect(itemTotals.every((r) => r > 0.2 && r < 0.8)).toBe(true);
    }
  });

  it('finds T-scores of mean 50 and SD 10 against the norms the simulation was calibrated on', () => {
    const { byScale } = figuresOf('es').tScores.figures!;
    for (const scale of [...domains, ...facets]) {
      expect(Math.abs(byScale[scale].mean - 50), scale).toBeLessThan(1.5);
      expect(Math.abs(byScale[scale].sd - 10), scale).toBeLessThan(1.5);
    }
    expect(Object.keys(byScale)).toEqual([...scales]);
  });

  it('distributes the current rules’ indices and counts older results in the statuses only', () => {
    const { validityStatuses, validityIndices } = figuresOf('pt');
    expect(validityIndices.n).toBe(protocolsPerLanguage);
    const { consistency, longestRun, acquiescence, fastPages } = validityIndices.figures!;
    expect(consistency!.n).toBe(protocolsPerLanguage);
    expect(consistency!.p1).toBeLessThan(consistency!.median);
    expect(consistency!.median).toBeGreaterThan(0.2);
    expect(Math.abs(acquiescence!.median)).toBeLessThan(0.2);
    expect(longestRun!.p99).toBeGreaterThanOrEqual(longestRun!.median);
    expect(fastPages).toBeNull();
    const { counts, shares } = validityStatuses;
    expect(counts.valid + counts.questionable + counts.invalid).toBe(protocolsPerLanguage + 30);
    expect(shares.valid).toBeGreaterThan(0.9);
    expect(validityStatuses.notChecked).toBe(0);
  });

  it('correlates the retakes of one person by domain, once there are enough pairs', () => {
    const { retest } = figuresOf('en');
    expect(retest.n).toBe(retestPeople);
    expect(retest.figures!.medianDaysApart).toBe(21);
    for (const domain of domains) {
      expect(retest.figures!.domainR[domain]).toBeGreaterThan(0.8);
      expect(retest.figures!.domainR[domain]).toBeLessThan(1);
    }
    expect(figuresOf('es').retest).toEqual({
      n: 10,
      minimum: instrumentReportMinimumRetestPairs,
      figures: null,
    });
  });

  it('says a small cell has not enough data yet, with its count and the minimum', () => {
    expect(cellOf('en', 'ipip-neo-240/2')).toEqual({
      lang: 'en',
      itemBankVersion: 'ipip-neo-240/2',
      n: 120,
      minimum: instrumentReportMinimumResults,
      figures: null,
    });
    expect(cellOf(null).figures).toBeNull();
  });

  it('makes a long table with the expected header and a row per figure', () => {
    const rows = instrumentReportTableRows(report);
    expect(instrumentReportTableHeader).toEqual([
      'language',
      'item_bank_version',
      'section',
      'statistic',
      'subject',
      'n',
      'value',
    ]);
    const english = rows.filter(([lang, version]) => lang === 'en' && version === itemBankVersion);
    expect(english[0]).toEqual(['en', itemBankVersion, 'results', 'count', '', 2060, 2060]);
    const { reliability } = figuresOf('en');
    expect(english).toContainEqual([
      'en',
      itemBankVersion,
      'reliability',
      'alpha',
      'anxiety',
      reliability.n,
      reliability.figures!.facetAlpha.anxiety,
    ]);
    expect(
      english.filter(
        ([, , section, statistic]) =>
          section === 'reliability' && statistic === 'corrected_item_total',
      ),
    ).toHaveLength(items.length);
    expect(english).toContainEqual([
      'en',
      itemBankVersion,
      'validity_index',
      'not_computed',
      'fastPages',
      0,
      null,
    ]);
    expect(english.filter(([, , section]) => section === 'retest')).toHaveLength(
      1 + domains.length,
    );
    expect(rows).toContainEqual([
      'en',
      'ipip-neo-240/2',
      'results',
      'not_enough_data',
      '',
      120,
      200,
    ]);
    expect(rows).toContainEqual([
      unrecordedLanguage,
      itemBankVersion,
      'results',
      'not_enough_data',
      '',
      40,
      200,
    ]);
    expect(
      rows.filter(([lang, version]) => lang === 'es' && version === itemBankVersion),
    ).toContainEqual(['es', itemBankVersion, 'retest', 'not_enough_data', '', 10, 50]);
  });
});
