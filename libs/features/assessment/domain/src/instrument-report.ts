import { languages, type Language } from '@facet/platform-kernel';
import { tScore } from './describe-scores';
import {
  instrumentReportMinimumResults,
  instrumentReportMinimumRetestPairs,
  reportedValidityIndices,
  type Distribution,
  type InstrumentCellFigures,
  type InstrumentReport,
  type InstrumentResultRow,
  type ReportedValidityIndex,
  type RetestFigures,
  type Sampled,
  type TScoreFigures,
  type ValidityStatusFigures,
} from './instrument-report-shape';
import { itemBankVersion, items } from './item-bank';
import { normsOfVersion } from './norm-registry';
import {
  uncheckedValidity,
  validityRulesVersion,
  validityStatuses,
  type ValidityIndices,
  type ValidityStatus,
} from './protocol-validity';
import { pearsonCorrelation, scaleReliability, type ScaleReliability } from './scale-reliability';
import { answerScale, domains, scales, type Domain, type Scale } from './scales';
import type { AnswerSet } from './scoring';

/** How the instrument report's figures are computed from the stored results (D52). */
const millisecondsPerDay = 24 * 60 * 60 * 1000;

const roundTo = (digits: number) => (value: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
const round3 = roundTo(3);
const round2 = roundTo(2);
const roundOrNull = (value: number | null) => (value === null ? null : round3(value));

function sampled<Figures>(n: number, minimum: number, compute: () => Figures): Sampled<Figures> {
  return { n, minimum, figures: n >= minimum ? compute() : null };
}

/** Linear interpolation between order statistics (Hyndman & Fan type 7, as R and NumPy). */
function quantile(sorted: readonly number[], probability: number): number {
  const position = (sorted.length - 1) * probability;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (position - below) * (sorted[above]! - sorted[below]!);
}

function distributionOf(values: readonly number[]): Distribution | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p1: round3(quantile(sorted, 0.01)),
    p5: round3(quantile(sorted, 0.05)),
    median: round3(quantile(sorted, 0.5)),
    p95: round3(quantile(sorted, 0.95)),
    p99: round3(quantile(sorted, 0.99)),
  };
}

const statusOf = (row: InstrumentResultRow) => (row.validity ?? uncheckedValidity).status;
const isReadable = (row: InstrumentResultRow) => statusOf(row) !== 'invalid';

/** The answer words of a complete protocol of the current bank, else null. */
function completeAnswerSet(row: InstrumentResultRow): AnswerSet | null {
  if (!row.answerValues) return null;
  const answers: Record<string, string> = {};
  for (const item of items) {
    const answer = answerScale[row.answerValues[item.id] ?? -1];
    if (!answer) return null;
    answers[item.id] = answer;
  }
  return answers;
}

function roundedReliability(reliability: ScaleReliability): ScaleReliability {
  const roundAll = <Key extends string>(values: Readonly<Record<Key, number | null>>) =>
    Object.fromEntries(
      Object.entries<number | null>(values).map(([key, value]) => [key, roundOrNull(value)]),
    ) as Record<Key, number | null>;
  return {
    facetAlpha: roundAll(reliability.facetAlpha),
    domainAlpha: roundAll(reliability.domainAlpha),
    correctedItemTotal: roundAll(reliability.correctedItemTotal),
  };
}

function validityStatusFigures(rows: readonly InstrumentResultRow[]): ValidityStatusFigures {
  const counts = Object.fromEntries(validityStatuses.map((status) => [status, 0])) as Record<
    ValidityStatus,
    number
  >;
  for (const row of rows) counts[statusOf(row)] += 1;
  const shares = Object.fromEntries(
    validityStatuses.map((status) => [status, round3(counts[status] / rows.length)]),
  ) as Record<ValidityStatus, number>;
  return { counts, shares, notChecked: rows.filter((row) => row.validity === null).length };
}

const indexValue: Record<ReportedValidityIndex, (indices: ValidityIndices) => number | null> = {
  consistency: (indices) => indices.consistency,
  acquiescence: (indices) => indices.acquiescence,
  longestRun: (indices) => indices.longestRun.length,
  fastPages: (indices) => indices.fastPages,
};

function validityIndexFigures(rows: readonly InstrumentResultRow[]) {
  const current = rows.flatMap((row) =>
    row.validity?.indices?.rules === validityRulesVersion ? [row.validity.indices] : [],
  );
  return sampled(
    current.length,
    instrumentReportMinimumResults,
    () =>
      Object.fromEntries(
        reportedValidityIndices.map((name) => [
          name,
          distributionOf(current.flatMap((indices) => indexValue[name](indices) ?? [])),
        ]),
      ) as Record<ReportedValidityIndex, Distribution | null>,
  );
}

const byTime = (a: InstrumentResultRow, b: InstrumentResultRow) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.resultId - b.resultId;

function retestFigures(readable: readonly InstrumentResultRow[]): Sampled<RetestFigures> {
  const resultsByPerson = new Map<number, InstrumentResultRow[]>();
  for (const row of readable) {
    const results = resultsByPerson.get(row.userId) ?? [];
    results.push(row);
    resultsByPerson.set(row.userId, results);
  }
  const pairs = [...resultsByPerson.values()].flatMap((results) => {
    const [first, second] = [...results].sort(byTime);
    return first && second ? [[first, second] as const] : [];
  });
  return sampled(pairs.length, instrumentReportMinimumRetestPairs, () => {
    const daysApart = pairs.map(
      ([first, second]) =>
        (second.createdAt.getTime() - first.createdAt.getTime()) / millisecondsPerDay,
    );
    return {
      medianDaysApart: round2(
        quantile(
          [...daysApart].sort((a, b) => a - b),
          0.5,
        ),
      ),
      domainR: Object.fromEntries(
        domains.map((domain) => [
          domain,
          roundOrNull(
            pearsonCorrelation(
              pairs.map(([first]) => first.scores[domain]),
              pairs.map(([, second]) => second.scores[domain]),
            ),
          ),
        ]),
      ) as Record<Domain, number | null>,
    };
  });
}

function tScoreFigures(readable: readonly InstrumentResultRow[]): Sampled<TScoreFigures> {
  return sampled(readable.length, instrumentReportMinimumResults, () => {
    const byScale = {} as Record<Scale, { mean: number; sd: number }>;
    for (const scale of scales) {
      const ts = readable.map((row) =>
        tScore(row.scores[scale], normsOfVersion(row.normVersion).scales[scale]),
      );
      const mean = ts.reduce((sum, t) => sum + t, 0) / ts.length;
      const squares = ts.reduce((sum, t) => sum + (t - mean) ** 2, 0);
      byScale[scale] = { mean: round2(mean), sd: round2(Math.sqrt(squares / (ts.length - 1))) };
    }
    return { byScale };
  });
}

function cellFigures(rows: readonly InstrumentResultRow[]): InstrumentCellFigures {
  const readable = rows.filter(isReadable);
  const protocols = readable
    .map(completeAnswerSet)
    .filter((answers): answers is AnswerSet => answers !== null);
  return {
    reliability: sampled(protocols.length, instrumentReportMinimumResults, () =>
      roundedReliability(scaleReliability(protocols)),
    ),
    validityStatuses: validityStatusFigures(rows),
    validityIndices: validityIndexFigures(rows),
    retest: retestFigures(readable),
    tScores: tScoreFigures(readable),
  };
}

const cellKey = (lang: Language | null, version: string) => `${version}\u0000${lang ?? ''}`;

/** Languages in the product's order, results without a recorded language last. */
const languageOrder = (lang: Language | null) =>
  lang === null ? languages.length : languages.indexOf(lang);

/** Newest version first: the current one, then the others by their number, highest first. */
function compareVersions(a: string, b: string): number {
  if (a === b) return 0;
  if (a === itemBankVersion) return -1;
  if (b === itemBankVersion) return 1;
  return b.localeCompare(a, 'en', { numeric: true });
}

/** The report of the stored results, as of `generatedAt`. */
export function instrumentReport(
  rows: readonly InstrumentResultRow[],
  generatedAt: Date,
): InstrumentReport {
  const cells = new Map<
    string,
    { lang: Language | null; version: string; rows: InstrumentResultRow[] }
  >(
    languages.map((lang) => [
      cellKey(lang, itemBankVersion),
      { lang, version: itemBankVersion, rows: [] },
    ]),
  );
  for (const row of rows) {
    const key = cellKey(row.lang, row.itemBankVersion);
    const cell = cells.get(key) ?? { lang: row.lang, version: row.itemBankVersion, rows: [] };
    cell.rows.push(row);
    cells.set(key, cell);
  }
  return {
    generatedAt: generatedAt.toISOString(),
    currentItemBankVersion: itemBankVersion,
    validityRulesVersion,
    minimumResults: instrumentReportMinimumResults,
    minimumRetestPairs: instrumentReportMinimumRetestPairs,
    cells: [...cells.values()]
      .sort(
        (a, b) =>
          compareVersions(a.version, b.version) || languageOrder(a.lang) - languageOrder(b.lang),
      )
      .map(({ lang, version, rows: cellRows }) => ({
        lang,
        itemBankVersion: version,
        ...sampled(cellRows.length, instrumentReportMinimumResults, () => cellFigures(cellRows)),
      })),
  };
}
