import { items } from './item-bank';
import {
  distributionStatistics,
  reportedValidityIndices,
  type InstrumentReport,
  type InstrumentReportCell,
  type Sampled,
} from './instrument-report-shape';
import { validityStatuses } from './protocol-validity';
import { domains, facets, scales } from './scales';

/**
 * The instrument report as one long table, a row per figure, for the CSV download and the
 * operators' script: easy to filter and pivot in a spreadsheet or R. A figure below its minimum
 * is one `not_enough_data` row whose value is the minimum.
 */
export const instrumentReportTableHeader = [
  'language',
  'item_bank_version',
  'section',
  'statistic',
  'subject',
  'n',
  'value',
] as const;

export type InstrumentReportTableRow = [
  language: string,
  itemBankVersion: string,
  section: string,
  statistic: string,
  subject: string,
  n: number,
  value: number | null,
];

/** The `language` column of results whose language was not recorded. */
export const unrecordedLanguage = 'not_recorded';

type FigureRow = [statistic: string, subject: string, n: number, value: number | null];

function sectionRows<Figures>(
  sampled: Sampled<Figures>,
  rowsOf: (figures: Figures, n: number) => FigureRow[],
): FigureRow[] {
  return sampled.figures === null
    ? [['not_enough_data', '', sampled.n, sampled.minimum]]
    : rowsOf(sampled.figures, sampled.n);
}

function cellRows(cell: InstrumentReportCell): [section: string, ...FigureRow][] {
  const inSection = (section: string, rows: FigureRow[]) =>
    rows.map((row) => [section, ...row] as [string, ...FigureRow]);
  const results = inSection('results', [['count', '', cell.n, cell.n]]);
  if (cell.figures === null) {
    return [...results, ...inSection('results', [['not_enough_data', '', cell.n, cell.minimum]])];
  }
  const {
    reliability,
    validityStatuses: statuses,
    validityIndices,
    retest,
    tScores,
  } = cell.figures;
  return [
    ...results,
    ...inSection(
      'reliability',
      sectionRows(reliability, (figures, n) => [
        ...domains.map((domain): FigureRow => ['alpha', domain, n, figures.domainAlpha[domain]]),
        ...facets.map((facet): FigureRow => ['alpha', facet, n, figures.facetAlpha[facet]]),
        ...items.map((item): FigureRow => [
          'corrected_item_total',
          item.id,
          n,
          figures.correctedItemTotal[item.id] ?? null,
        ]),
      ]),
    ),
    ...inSection('validity_status', [
      ...validityStatuses.flatMap((status): FigureRow[] => [
        ['count', status, cell.n, statuses.counts[status]],
        ['share', status, cell.n, statuses.shares[status]],
      ]),
      ['count', 'not_checked', cell.n, statuses.notChecked],
    ]),
    ...inSection(
      'validity_index',
      sectionRows(validityIndices, (figures) =>
        reportedValidityIndices.flatMap((index): FigureRow[] => {
          const distribution = figures[index];
          return distribution === null
            ? [['not_computed', index, 0, null]]
            : distributionStatistics.map((statistic) => [
                statistic,
                index,
                distribution.n,
                distribution[statistic],
              ]);
        }),
      ),
    ),
    ...inSection(
      'retest',
      sectionRows(retest, (figures, n) => [
        ['median_days_apart', '', n, figures.medianDaysApart],
        ...domains.map((domain): FigureRow => ['r', domain, n, figures.domainR[domain]]),
      ]),
    ),
    ...inSection(
      't_score',
      sectionRows(tScores, (figures, n) =>
        scales.flatMap((scale): FigureRow[] => [
          ['mean', scale, n, figures.byScale[scale].mean],
          ['sd', scale, n, figures.byScale[scale].sd],
        ]),
      ),
    ),
  ];
}

/** Every figure of the report, cell by cell, under `instrumentReportTableHeader`. */
export function instrumentReportTableRows(report: InstrumentReport): InstrumentReportTableRow[] {
  return report.cells.flatMap((cell) =>
    cellRows(cell).map(([section, statistic, subject, n, value]): InstrumentReportTableRow => [
      cell.lang ?? unrecordedLanguage,
      cell.itemBankVersion,
      section,
      statistic,
      subject,
      n,
      value,
    ]),
  );
}
