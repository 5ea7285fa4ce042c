import type { ReactNode } from 'react';
import { cell, headerCell, table } from './DataTable.css';

export const dataTableEmphases = ['strong', 'indented'] as const;
export type DataTableEmphasis = (typeof dataTableEmphases)[number];

export interface DataTableRow {
  key: string;
  /** The row's name, read as the header of its cells. */
  header: ReactNode;
  cells: ReactNode[];
  /** strong: a heading row (a domain); indented: a row under one (its facet). */
  emphasis?: DataTableEmphasis;
}

export interface DataTableProps {
  /** The column names, the row header's column first. */
  columns: ReactNode[];
  rows: DataTableRow[];
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * Numbers to read, as a plain table: the text alternative of a chart. Not the interactive
 * `Table`, a React Aria grid with focusable rows: a text alternative should be read, not
 * navigated like a control. Its columns wrap their words, so it never widens a phone's page.
 */
export function DataTable({ columns, rows, ...labelling }: DataTableProps) {
  return (
    <table className={table} {...labelling}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={headerCell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={cell} data-emphasis={row.emphasis}>
              {row.header}
            </th>
            {row.cells.map((content, index) => (
              <td key={index} className={cell}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
