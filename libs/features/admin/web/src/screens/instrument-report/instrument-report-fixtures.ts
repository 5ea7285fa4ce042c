import {
  domains,
  facets,
  instrumentReportMinimumResults,
  instrumentReportMinimumRetestPairs,
  itemBankVersion,
  items,
  scales,
  validityRulesVersion,
  type Domain,
  type Facet,
  type InstrumentCellFigures,
  type InstrumentReport,
  type InstrumentReportCell,
  type Scale,
} from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';

/**
 * Instrument reports for stories and tests: plausible figures that vary from scale to scale,
 * with a few below the review's levels (Trust's alpha .68, some items under .30).
 */
const step = (index: number, spread: number) => (((index * 37) % 11) / 10) * spread;
const round = (value: number, digits: number) => Number(value.toFixed(digits));

function figures(n: number, retestPairs: number): InstrumentCellFigures {
  const valid = Math.round(n * 0.93);
  const invalid = Math.round(n * 0.01);
  const counts = { valid, questionable: n - valid - invalid, invalid };
  const distribution = (median: number, spread: number, digits = 2) => ({
    n,
    p1: round(median - 2.3 * spread, digits),
    p5: round(median - 1.6 * spread, digits),
    median,
    p95: round(median + 1.6 * spread, digits),
    p99: round(median + 2.3 * spread, digits),
  });
  return {
    reliability: {
      n: n - invalid,
      minimum: instrumentReportMinimumResults,
      figures: {
        facetAlpha: Object.fromEntries(
          facets.map((facet, index) => [
            facet,
            facet === 'trust' ? 0.68 : round(0.71 + step(index, 0.12), 3),
          ]),
        ) as Record<Facet, number>,
        domainAlpha: Object.fromEntries(
          domains.map((domain, index) => [domain, round(0.84 + step(index, 0.08), 3)]),
        ) as Record<Domain, number>,
        correctedItemTotal: Object.fromEntries(
          items.map((item, index) => [item.id, round(0.26 + ((index * 53) % 40) / 100, 3)]),
        ),
      },
    },
    validityStatuses: {
      counts,
      shares: {
        valid: round(counts.valid / n, 3),
        questionable: round(counts.questionable / n, 3),
        invalid: round(counts.invalid / n, 3),
      },
      notChecked: 3,
    },
    validityIndices: {
      n: n - 3,
      minimum: instrumentReportMinimumResults,
      figures: {
        consistency: distribution(0.31, 0.11),
        acquiescence: distribution(0, 0.18),
        longestRun: { n: n - 3, p1: 3, p5: 3, median: 4, p95: 6, p99: 8 },
        fastPages: null,
      },
    },
    retest: {
      n: retestPairs,
      minimum: instrumentReportMinimumRetestPairs,
      figures:
        retestPairs < instrumentReportMinimumRetestPairs
          ? null
          : {
              medianDaysApart: 23,
              domainR: Object.fromEntries(
                domains.map((domain, index) => [domain, round(0.78 + step(index, 0.1), 3)]),
              ) as Record<Domain, number>,
            },
    },
    tScores: {
      n: n - invalid,
      minimum: instrumentReportMinimumResults,
      figures: {
        byScale: Object.fromEntries(
          scales.map((scale, index) => [
            scale,
            { mean: round(48.6 + step(index, 3), 2), sd: round(9.1 + step(index + 3, 2), 2) },
          ]),
        ) as Record<Scale, { mean: number; sd: number }>,
      },
    },
  };
}

const cell = (
  lang: Language | null,
  n: number,
  options: { version?: string; retestPairs?: number } = {},
): InstrumentReportCell => ({
  lang,
  itemBankVersion: options.version ?? itemBankVersion,
  n,
  minimum: instrumentReportMinimumResults,
  figures: n < instrumentReportMinimumResults ? null : figures(n, options.retestPairs ?? 0),
});

const reportOf = (cells: InstrumentReportCell[]): InstrumentReport => ({
  generatedAt: '2027-03-01T09:00:00.000Z',
  currentItemBankVersion: itemBankVersion,
  validityRulesVersion,
  minimumResults: instrumentReportMinimumResults,
  minimumRetestPairs: instrumentReportMinimumRetestPairs,
  cells,
});

/** English and Spanish measured (English with retakes), Portuguese and older data still short. */
export const sampleInstrumentReport = reportOf([
  cell('en', 1240, { retestPairs: 64 }),
  cell('es', 412, { retestPairs: 17 }),
  cell('pt', 137),
  cell('en', 88, { version: 'ipip-neo-240/2' }),
  cell(null, 12),
]);

/** Results stored, but no cell has reached the minimum yet. */
export const earlyInstrumentReport = reportOf([cell('en', 46), cell('es', 9), cell('pt', 0)]);

/** No result stored yet. */
export const emptyInstrumentReport = reportOf([cell('en', 0), cell('es', 0), cell('pt', 0)]);
