import { levelName, scaleName } from '@facet/reports-domain';
import type { ScaleReading } from './describeScale';
import type { RowEmphasis } from './ScoreRow';
import { cell, headerCell, table } from './scoreTable.css';
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

/**
 * Every number a chart draws, raw scores included, as a plain data table. A plain
 * table rather than the design system's Table, which is an interactive React Aria grid with
 * focusable rows: a text alternative should be read, not navigated like a control.
 */
export function ScoreTable({ labelledBy, rows, text }: ScoreTableProps) {
  const { intl, language } = text;
  const notAvailable = intl.formatMessage(messages.notAvailable);
  return (
    <table className={table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col" className={headerCell}>
            {intl.formatMessage(messages.tableScale)}
          </th>
          <th scope="col" className={headerCell}>
            {intl.formatMessage(messages.tableScore)}
          </th>
          <th scope="col" className={headerCell}>
            {intl.formatMessage(messages.tablePercentile)}
          </th>
          <th scope="col" className={headerCell}>
            {intl.formatMessage(messages.tableBand)}
          </th>
          <th scope="col" className={headerCell}>
            {intl.formatMessage(messages.tableLevel)}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.scale}>
            <th scope="row" className={cell} data-emphasis={row.emphasis}>
              {scaleName(row.scale, language)}
            </th>
            <td className={cell}>
              {row.raw === null
                ? notAvailable
                : intl.formatMessage(messages.scoreOfMaximum, {
                    score: intl.formatNumber(row.raw),
                    maximum: intl.formatNumber(row.maximum),
                  })}
            </td>
            <td className={cell}>
              {row.percentile === null ? notAvailable : intl.formatNumber(row.percentile)}
            </td>
            <td className={cell}>
              {row.band === null
                ? notAvailable
                : intl.formatMessage(messages.bandRange, {
                    low: intl.formatNumber(row.band.percentileLow),
                    high: intl.formatNumber(row.band.percentileHigh),
                  })}
            </td>
            <td className={cell}>
              {row.level === null ? notAvailable : levelName(row.level, language)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
