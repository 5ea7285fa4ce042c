import { buildInstrumentReport, instrumentReportTable } from '@facet/assessment-api';
import {
  distributionStatistics,
  domains,
  facetsByDomain,
  instrumentAcceptance,
  items,
  penScales,
  reportedValidityIndices,
  validityStatuses,
  type InstrumentReport,
  type InstrumentReportCell,
  type Scale,
} from '@facet/assessment-domain';
import { loadConfig } from '@facet/platform-config';
import { createDatabase } from '@facet/platform-db';
import { writeTable } from '@facet/platform-spreadsheets';
import { pipeline } from 'node:stream/promises';

/**
 * `npm run instrument-report [-- --csv]`: the instrument report (docs/decisions.md D52) of the
 * results stored at DATABASE_URL, as text tables, or with `--csv` as the CSV the back office
 * downloads. A figure short of the review's acceptance level is marked with `*`.
 */
const asCsv = process.argv.slice(2).includes('--csv');

const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error('DATABASE_URL is required');
  process.exit(1);
}

const decimal = (value: number | null | undefined, digits = 3) =>
  value === null || value === undefined ? '–' : value.toFixed(digits);
const marked = (value: number | null | undefined, minimum: number) =>
  `${decimal(value)}${value !== null && value !== undefined && value < minimum ? '*' : ' '}`;
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const notEnough = (n: number, minimum: number) => `not enough data yet (${n} of ${minimum})`;

/** Columns padded to their widest cell: the first left-aligned, the others right-aligned. */
function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

function scaleRows(cell: InstrumentReportCell): string[][] {
  const { reliability, retest, tScores } = cell.figures!;
  const row = (scale: Scale, label: string, alpha: string, retestR: string) => {
    const t = tScores.figures?.byScale[scale];
    return [label, alpha, retestR, decimal(t?.mean, 2), decimal(t?.sd, 2)];
  };
  return [
    ...domains.flatMap((domain) => [
      row(
        domain,
        domain,
        marked(reliability.figures?.domainAlpha[domain], instrumentAcceptance.domainAlpha),
        marked(retest.figures?.domainR[domain], instrumentAcceptance.domainRetest),
      ),
      ...facetsByDomain[domain].map((facet) =>
        row(
          facet,
          `  ${facet}`,
          marked(reliability.figures?.facetAlpha[facet], instrumentAcceptance.facetAlpha),
          '',
        ),
      ),
    ]),
    ...penScales.map((scale) => row(scale, scale, '', '')),
  ];
}

function itemSummary(cell: InstrumentReportCell): string {
  const correlations = cell.figures!.reliability.figures?.correctedItemTotal;
  if (!correlations) return '';
  const weak = items.filter(
    (item) => (correlations[item.id] ?? 0) < instrumentAcceptance.correctedItemTotal,
  );
  return (
    `Corrected item-total r below ${instrumentAcceptance.correctedItemTotal}: ` +
    `${weak.length} of ${items.length} items` +
    (weak.length > 0
      ? ` (${weak.map((item) => `${item.id} ${decimal(correlations[item.id])}`).join(', ')})`
      : '') +
    '. Every item is in the --csv output.'
  );
}

function cellText(cell: InstrumentReportCell): string {
  const title = `== ${cell.lang ?? 'language not recorded'} · ${cell.itemBankVersion} · ${cell.n} results ==`;
  if (!cell.figures) return `${title}\n${notEnough(cell.n, cell.minimum)}`;
  const {
    reliability,
    validityStatuses: statuses,
    validityIndices,
    retest,
    tScores,
  } = cell.figures;
  const indexRows = reportedValidityIndices.map((index) => {
    const distribution = validityIndices.figures?.[index];
    return distribution
      ? [
          index,
          String(distribution.n),
          ...distributionStatistics.map((s) => decimal(distribution[s], 2)),
        ]
      : [index, '0', ...distributionStatistics.map(() => '–')];
  });
  return [
    title,
    'Validity status: ' +
      validityStatuses
        .map(
          (status) => `${status} ${percent(statuses.shares[status])} (${statuses.counts[status]})`,
        )
        .join(' · ') +
      ` · not checked ${statuses.notChecked}`,
    '',
    validityIndices.figures
      ? `Validity indices (${validityIndices.n} results under the current rules)\n` +
        textTable(['index', 'n', ...distributionStatistics], indexRows)
      : `Validity indices: ${notEnough(validityIndices.n, validityIndices.minimum)}`,
    '',
    `Reliability: ${reliability.figures ? `${reliability.n} complete protocols` : notEnough(reliability.n, reliability.minimum)}` +
      ` · Retest: ${retest.figures ? `${retest.n} pairs, median ${retest.figures.medianDaysApart} days apart` : notEnough(retest.n, retest.minimum)}` +
      ` · T-scores: ${tScores.figures ? `${tScores.n} results` : notEnough(tScores.n, tScores.minimum)}`,
    textTable(['scale', 'alpha', 'retest r', 'T mean', 'T SD'], scaleRows(cell)),
    itemSummary(cell),
  ].join('\n');
}

function reportText(report: InstrumentReport): string {
  return [
    `Instrument report, ${report.generatedAt}. A cell shows its figures from ` +
      `${report.minimumResults} results, retest from ${report.minimumRetestPairs} pairs; ` +
      '* marks a figure below the review’s acceptance level.',
    ...report.cells.map(cellText),
  ].join('\n\n');
}

const database = createDatabase(config.DATABASE_URL, { poolMax: 1 });
try {
  const report = await buildInstrumentReport(database);
  if (asCsv) await pipeline(writeTable('csv', instrumentReportTable(report)), process.stdout);
  else console.log(reportText(report));
} finally {
  await database.destroy();
}
