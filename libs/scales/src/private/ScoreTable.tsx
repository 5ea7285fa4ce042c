import { levelName, scaleName } from '@facet/reports-domain';
import type { ScaleReading } from './describeScale';
import { cell, headerCell, table, visuallyHidden } from './scoreTable.css';
import type { ScalesIntl } from './useScalesIntl';
import { scalesCatalogue } from '../catalogue';

export interface ScoreTableRow extends ScaleReading {
  /** Domains read as group headings, facets indented under them. */
  emphasis: 'domain' | 'facet' | 'plain';
}

interface ScoreTableProps {
  /** Id of the visible title (the chart's caption) that names the table. */
  labelledBy: string;
  rows: readonly ScoreTableRow[];
  /** Hidden on screen while the chart draws the same numbers; shown when there is no chart. */
  hidden: boolean;
  text: ScalesIntl;
}

const { messages } = scalesCatalogue;

/**
 * The text alternative of a chart: every number the chart draws, as a plain data table. A plain
 * table rather than the design system's Table, which is an interactive React Aria grid with
 * focusable rows: a text alternative should be read, not navigated like a control.
 */
export function ScoreTable({ labelledBy, rows, hidden, text }: ScoreTableProps) {
  const { intl, language } = text;
  const notAvailable = intl.formatMessage(messages.notAvailable);
  const scoreTable = (
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
  // A table grows to its content whatever its width, so the 1 px box that hides it is a wrapper:
  // hidden on the table itself, its full width would still make a phone screen scroll sideways.
  return hidden ? <div className={visuallyHidden}>{scoreTable}</div> : scoreTable;
}
