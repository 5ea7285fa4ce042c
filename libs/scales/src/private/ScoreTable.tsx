import { DataTable, type DataTableEmphasis } from '@facet/design-system';
import { levelOrRangeName, scaleName } from '@facet/reports-domain';
import type { ScaleReading } from './describeScale';
import type { RowEmphasis } from './ScoreRow';
import { tableScroller } from './scoreTable.css';
import type { ScalesIntl } from './useScalesIntl';
import { scalesCatalogue } from '../catalogue';

export interface ScoreTableRow extends ScaleReading {
  /** Domains read as group headings, facets indented under them. */
  emphasis: RowEmphasis;
}

interface ScoreTableProps {
  /** Id of the visible title (the chart's caption) that names the table. */
  labelledBy: string;
  rows: readonly ScoreTableRow[];
  text: ScalesIntl;
}

const { messages } = scalesCatalogue;

/** How a chart's row kind reads in its table: domains as headings, facets under them. */
const tableEmphasis: Record<RowEmphasis, DataTableEmphasis | undefined> = {
  domain: 'strong',
  facet: 'indented',
  plain: undefined,
};

/** Every number a chart draws, raw scores included, as a table to read. */
export function ScoreTable({ labelledBy, rows, text }: ScoreTableProps) {
  const { intl, language } = text;
  const notAvailable = intl.formatMessage(messages.notAvailable);
  return (
    // Focusable, so a keyboard can scroll the columns sideways on a narrow screen.
    <div className={tableScroller} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <DataTable
        aria-labelledby={labelledBy}
        columns={[
          intl.formatMessage(messages.tableScale),
          intl.formatMessage(messages.tableScore),
          intl.formatMessage(messages.tablePercentile),
          intl.formatMessage(messages.tableBand),
          intl.formatMessage(messages.tableLevel),
        ]}
        rows={rows.map((row) => ({
          key: row.scale,
          header: scaleName(row.scale, language),
          emphasis: tableEmphasis[row.emphasis],
          cells: [
            row.raw === null
              ? notAvailable
              : intl.formatMessage(messages.scoreOfMaximum, {
                  score: intl.formatNumber(row.raw),
                  maximum: intl.formatNumber(row.maximum),
                }),
            row.percentile === null ? notAvailable : intl.formatNumber(row.percentile),
            row.band === null
              ? notAvailable
              : intl.formatMessage(messages.bandRange, {
                  low: intl.formatNumber(row.band.percentileLow),
                  high: intl.formatNumber(row.band.percentileHigh),
                }),
            row.level === null || row.band === null
              ? notAvailable
              : levelOrRangeName(row.level, row.band.crossing, language),
          ],
        }))}
      />
    </div>
  );
}
